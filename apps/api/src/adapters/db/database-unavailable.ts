import { DomainError } from '@portal/domain/errors/domain-error';

export const databaseUnavailableMessage = 'The database is not answering. Please try again in a moment.';

/** The database is away; `cause` holds the driver's error, for the log. */
export class DatabaseUnavailableError extends DomainError {
  constructor(cause: Error) {
    super('UNAVAILABLE', databaseUnavailableMessage);
    this.cause = cause;
  }
}

/** The socket's own failures: nobody listens, the connection broke, or the host cannot be reached. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs that mean "not now" rather than "not this": class 08 (connection
 * exception) is matched by its prefix.
 */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '57014', // query_canceled: the statement timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
]);

/** node-postgres and its pool say these in words only, without a code. */
const driverMessages = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // the pool had no connection free in time
  /^Query read timeout$/, // no answer on the socket (a partition)
  /is not queryable$/, // a connection already found broken
  /^Cannot use a pool after calling end on the pool$/, // shutting down
];

/** One failure of the driver or the server that says the database is away, not that the request was wrong. */
function isOutage(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return driverMessages.some((pattern) => pattern.test(error.message));
}

/**
 * The database's unavailability found anywhere in an error's causes (drizzle wraps the driver's
 * error as "Failed query: …"; a refused `localhost` is an AggregateError of IPv4 and IPv6), as
 * the 503 the user sees, with the driver's error as its cause for the log; undefined for any
 * other error. A refusal of ours (a DomainError) is never an outage.
 */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (!(current instanceof Error) || current instanceof DomainError || seen.has(current)) continue;
    seen.add(current);
    if (isOutage(current)) return new DatabaseUnavailableError(current);
    if (current.cause !== undefined) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return undefined;
}
