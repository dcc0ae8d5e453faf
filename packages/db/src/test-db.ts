import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDb, type DbHandle } from './create-db';

/** The migrated PostgreSQL database each test file copies (the global setup creates it). */
export const templateDatabase = 'portal_test_template';

/** A test's database; `url` (PostgreSQL only) lets other processes, such as API instances, open it too. */
export type TestDbHandle = DbHandle & {
  url: string | undefined;
  /**
   * Done with it: on PGlite it is emptied and kept for the process's next test database (starting
   * a PGlite takes about 1 s of CPU, emptying one 20–50 ms); on PostgreSQL it is dropped. close()
   * closes it for good (a test of a database that went away).
   */
  release(): Promise<void>;
};

/**
 * Where the test run keeps its migrated PGlite (a dumped data folder); the global setup writes it
 * and names it in this variable, so that test files start from it instead of migrating again.
 */
export const pgliteTemplateVariable = 'PORTAL_TEST_PGLITE_TEMPLATE';

/** Released PGlites of this process, emptied when taken again. */
const released: PGlite[] = [];

/**
 * A database of the caller's own: a copy of the migrated template on PostgreSQL when DATABASE_URL
 * is set, an in-memory PGlite otherwise (a released one emptied, or one loaded from the run's
 * migrated dump, or an empty one outside a test run). close() drops it.
 */
export async function createTestDb(): Promise<TestDbHandle> {
  // eslint-disable-next-line no-restricted-properties
  const url = process.env.DATABASE_URL;
  if (!url) return pgliteTestDb();
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: target.toString() });
  const drop = async () => {
    await handle.close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { ...handle, url: target.toString(), close: drop, release: drop };
}

async function pgliteTestDb(): Promise<TestDbHandle> {
  let client = released.pop();
  if (client) await emptied(client);
  else client = new PGlite({ loadDataDir: await pgliteTemplate() });
  const lease = leased(client);
  const handle = await createDb({ pglite: lease.client });
  const own = client;
  return {
    ...handle,
    url: undefined,
    async release() {
      // Once only, and the handle's queries refused from here on: work of a test app that outlives
      // its file (a request or job nobody awaited) fails loudly in that file's log instead of
      // writing into, or emptying, the database the next file has taken.
      if (lease.revoked) return;
      lease.revoke();
      if (own.closed) return;
      released.push(own);
    },
  };
}

/** The client through a handle that can be taken back: after revoke() every call of it throws. */
function leased(client: PGlite): { client: PGlite; revoked: boolean; revoke(): void } {
  const lease = {
    revoked: false,
    revoke() {
      lease.revoked = true;
    },
    client: new Proxy(client, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (lease.revoked) throw new Error(`This test database was released; ${String(property)}() came after its file was done with it`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }),
  };
  return lease;
}

/** Every table of the application empty and every sequence at its start: the migrated template again. */
async function emptied(client: PGlite): Promise<void> {
  const tables = await client.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  const sequences = await client.query<{ name: string }>(`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`);
  await client.exec(
    [
      'select pg_advisory_unlock_all()',
      `truncate ${tables.rows.map((t) => `public.${t.name}`).join(', ')} restart identity cascade`,
      ...sequences.rows.map((s) => `alter sequence public.${s.name} restart`),
    ].join(';\n'),
  );
}

/** The run's migrated dump, read once per process (42 MB), not once per new PGlite. */
let template: Promise<Blob | undefined> | undefined;

function pgliteTemplate(): Promise<Blob | undefined> {
  // eslint-disable-next-line no-restricted-properties
  const file = process.env[pgliteTemplateVariable];
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/** Migrates an in-memory PGlite once and writes its data folder to a file; returns the file and a remover. */
export async function writePgliteTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const client = new PGlite();
  try {
    await createDb({ pglite: client }).then((handle) => handle.migrate());
    const dump = await client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `portal-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rm(file, { force: true }) };
  } finally {
    await client.close();
  }
}
