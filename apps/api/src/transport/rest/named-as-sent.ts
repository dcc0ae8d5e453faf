import { DomainError } from '@portal/domain/errors/domain-error';

/**
 * A call whose refusal names its fields as the request holds them: the use case names its own
 * input's fields, which a REST body older than it may hold elsewhere (RestBinding.fieldNamesAsSent).
 */
export async function namedAsSent<T>(call: () => Promise<T>, nameAsSent: (field: string) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fieldErrors) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([key, message]) => [nameAsSent(key), message]));
    throw new DomainError(error.code, error.message, fieldErrors, error.publicCode);
  }
}
