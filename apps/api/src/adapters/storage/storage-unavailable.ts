import { DomainError } from '@portal/domain/errors/domain-error';

export const storageUnavailableMessage = 'File storage is not answering. Please try again in a moment.';

/**
 * The object store's own failures (refused connection, timeout, a 5xx of the store) answer 503
 * with a message the user can act on, never an undocumented 500; the store's error rides along as
 * the cause, for the log. A refusal of ours (a DomainError) passes unchanged.
 */
export async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw Object.assign(new DomainError('UNAVAILABLE', storageUnavailableMessage), { cause: err });
  }
}
