import pg from 'pg';

/** How long PostgreSQL may take before a request gives up on it (docs/operations.md, Settings). */
export interface DbTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is full. */
  connectMs: number;
  /** One statement on the server (`statement_timeout`): PostgreSQL cancels it after this. */
  statementMs: number;
  /** A transaction left open with nothing running (`idle_in_transaction_session_timeout`): its locks go. */
  idleInTransactionMs: number;
}

/** Any request answers within 5 s while the database is away (issue 20); the lists and imports' statements take milliseconds. */
export const defaultDbTimeouts: DbTimeouts = { connectMs: 2000, statementMs: 3000, idleInTransactionMs: 10_000 };

/**
 * The client's own wait for an answer, beyond the server's statement timeout: the server cancels
 * a slow statement first (a clean error, the connection stays good), this only catches a socket
 * nobody answers on (a network partition), which no server-side setting can.
 */
const answerGraceMs = 500;

/** TCP keepalive: a connection to a vanished host is found dead by the kernel, not by the next query. */
const keepAliveDelayMs = 10_000;

export function poolOptions(connectionString: string, timeouts: DbTimeouts, max: number): pg.PoolConfig {
  return {
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.statementMs + answerGraceMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: keepAliveDelayMs,
  };
}

/**
 * A pool whose connections are safe to lose:
 * - a checked-out connection that dies (PostgreSQL stopped mid-request) has an error listener of
 *   its own: the query in flight fails with the error, the process does not end on an unheard
 *   'error' event;
 * - a query that got no answer in time closes its connection: pg would otherwise keep the socket
 *   with the unanswered query at its head, and every later query on it (the transaction's
 *   ROLLBACK, the next request) would wait out the timeout again. Closed, the pool drops it and
 *   the next request opens a fresh one, which is how the service recovers by itself;
 * - a transaction whose BEGIN fails gives its connection back: drizzle-orm (0.45) releases a
 *   transaction's connection only once BEGIN has succeeded, so each BEGIN lost to an outage kept
 *   one of the pool's connections for good, and ten of them left the pool empty until a restart
 *   (and made close() wait forever).
 */
export function createPostgresPool(options: pg.PoolConfig, onIdleConnectionError?: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(options);
  pool.on('error', (error) => onIdleConnectionError?.(error));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') closeConnection(client);
          if (isBegin(args[0])) giveBack(client, error);
        });
      }
      return result;
    };
  });
  return pool;
}

/** drizzle's `begin` (`begin isolation level …`) opening a transaction, as a string or a query config. */
function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/** Released with the error, the pool drops the connection instead of keeping it checked out forever. */
function giveBack(client: pg.PoolClient, error: unknown) {
  try {
    client.release(error instanceof Error ? error : new Error(String(error)));
  } catch {
    // Already released: nothing was held.
  }
}

function closeConnection(client: pg.PoolClient) {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
