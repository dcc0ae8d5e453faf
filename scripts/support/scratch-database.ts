// A throwaway database on a PostgreSQL server that is already running (the shared one by default):
// created empty for one script run, dropped at its end, even with sessions still connected.
import pg from 'pg';

export const sharedPostgresUrl = 'postgres://postgres@127.0.0.1:5432';

export interface ScratchDatabase {
  /** The database's name, `<prefix>_<pid>_<random>`. */
  name: string;
  /** A connection URL to it (DATABASE_URL of the API). */
  url: string;
  /** Runs statements on it through a short-lived connection of its own. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<T>>;
  /** Drops it, ending whatever sessions are still connected (PostgreSQL 13+: WITH (FORCE)). */
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  // The `postgres` database: always there, and never the one being created or dropped.
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database; `prefix` is lower-case letters, digits and underscores (e.g. `crash`). */
export async function createScratchDatabase(prefix: string, serverUrl: string = sharedPostgresUrl): Promise<ScratchDatabase> {
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix)) throw new Error(`database prefix ${JSON.stringify(prefix)}: lower-case letters, digits and underscores`);
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(serverUrl, name);
  let dropped = false;
  return {
    name,
    url,
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
