import { spawn } from 'node:child_process';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { readBackupFacts, type BackupFacts } from '@portal/db/queries/backup-facts';
import type { Db } from '@portal/db/create-db';
import { BackupError } from './backup-error';

/**
 * PostgreSQL's own tools (Debian's postgresql-client): the client at least as new as the server.
 * The password goes in the environment (PGPASSWORD), never on a command line others can read.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // eslint-disable-next-line no-restricted-properties
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), as new as the server or newer`,
            )
          : err,
      ),
    );
    child.once('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const factsOf = (client: pg.Client) => readBackupFacts(drizzle(client) as unknown as Db);

/**
 * pg_dump --format=custom of the database into `file`, and the facts the manifest records read in
 * the very snapshot pg_dump dumps (a repeatable-read transaction exports it, pg_dump imports it):
 * the counts are those of the dump, not of a moment before or after it.
 */
export async function dumpPostgres(url: string, file: string): Promise<BackupFacts> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const facts = await factsOf(client);
    const { dbname, env } = connection(url);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
    await client.query('commit');
    return facts;
  });
}

/** Whether the database holds the portal's tables (or any table of its schemas). */
export async function postgresHoldsTables(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname in ('public', 'drizzle')`);
    return Number(rows[0]?.n) > 0;
  });
}

/**
 * pg_restore of a dump into the database, in one transaction (a failure leaves nothing half
 * restored); with `clean`, what the dump holds is dropped first. Answers what the database holds after.
 */
export async function restorePostgres(url: string, file: string, clean: boolean): Promise<BackupFacts> {
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : []), `--dbname=${dbname}`, file],
    env,
  );
  return withClient(url, factsOf);
}
