import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshotPath } from '@portal/domain/backups/database-snapshot';
import { insertUser } from '@portal/db/queries/users';
import { buildServer } from '../../server';
import { openSession } from '../../auth/sessions';
import { roles } from '../../test/test-server';
import { embeddedConfig, embeddedInstallation, tempFolder } from './backups-test-kit';
import { instanceFileName } from './data-dir-claim';

// eslint-disable-next-line no-restricted-properties
const postgresUrl = process.env.DATABASE_URL;
const cleanUp: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

const readRecord = async (dataDir: string) => JSON.parse(await readFile(path.join(dataDir, instanceFileName), 'utf8')) as Record<string, unknown>;

// The embedded default, PGlite alone: the run on PostgreSQL has no PGlite template to start it from quickly, and nothing of it differs there.
describe.skipIf(postgresUrl)('the running embedded portal and npm run backup', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let port: number;
  let closed = false;

  beforeAll(async () => {
    dataDir = await embeddedInstallation(cleanUp);
    // As main.ts starts it: no database handed in, so it opens DATA_DIR/pglite itself.
    app = await buildServer({ config: embeddedConfig(dataDir) });
    cleanUp.push(() => (closed ? Promise.resolve() : app.close()));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  const snapshot = (authorization?: string) =>
    app.inject({ method: 'POST', url: databaseSnapshotPath, headers: authorization ? { authorization } : {}, remoteAddress: '127.0.0.1' });

  it('claims DATA_DIR: portal-instance.json, readable by its owner only, names its process, its address and a token', async () => {
    // Written once it listens (Fastify's onListen hooks run after listen() has answered).
    await expect.poll(async () => (await readRecord(dataDir)).url).toBe(`http://127.0.0.1:${port}`);
    const record = await readRecord(dataDir);
    expect(record).toMatchObject({ pid: process.pid, role: 'server' });
    expect(record.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(path.join(dataDir, instanceFileName))).mode & 0o777).toBe(0o600);
  });

  it("refuses whoever does not present the operator's token: 401 without one, 403 with a super administrator's session or another token", async () => {
    const row = await insertUser(app.deps.db, {
      ...roles.superAdmin,
      fname: 'Super',
      lname: 'Admin',
      location: 'HQ',
      email: 'super@example.com',
      passwordHash: 'x',
    });
    const session = await openSession(app.deps, row!);
    const answers = [await snapshot(), await snapshot(`Bearer ${session}`), await snapshot('Bearer not-the-token'), await snapshot('Basic abc')];
    expect(answers.map((res) => res.statusCode)).toEqual([401, 403, 403, 401]);
    expect(answers.map((res) => res.headers['content-type'])).toEqual(Array(4).fill('application/json; charset=utf-8'));
  });

  it('answers its token with the database as a gzipped tar, holding what was committed before it', async () => {
    await insertUser(app.deps.db, { fname: 'Just', lname: 'Before', location: 'Here', email: 'just-before@example.com', passwordHash: 'x' });
    const { token } = await readRecord(dataDir);
    const res = await snapshot(`Bearer ${String(token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const copy = new PGlite({ loadDataDir: new Blob([gunzipSync(res.rawPayload)]) });
    try {
      const { rows } = await copy.query<{ email: string }>('select email from users order by email');
      expect(rows.map((r) => r.email)).toEqual(['backed-up@example.com', 'just-before@example.com', 'super@example.com']);
    } finally {
      await copy.close();
    }
  });

  it('gives DATA_DIR back when it closes', async () => {
    closed = true;
    await app.close();
    await expect(stat(path.join(dataDir, instanceFileName))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe.skipIf(postgresUrl)('a portal starting on a DATA_DIR another process holds', () => {
  it('does not open the database: the start stops, naming the process', async () => {
    const dataDir = await tempFolder('claimed', cleanUp);
    // Process 1 always runs: a backup of a stopped portal under way, as far as this start can tell.
    await writeFile(path.join(dataDir, instanceFileName), JSON.stringify({ pid: 1, role: 'backup', startedAt: new Date().toISOString() }));
    await expect(buildServer({ config: embeddedConfig(dataDir) })).rejects.toThrow(/is in use by a backup \(npm run backup, pid 1\)/);
    await expect(stat(path.join(dataDir, 'pglite'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('takes over the record of a process that has ended (a crash)', async () => {
    const dataDir = await embeddedInstallation(cleanUp, { rows: false });
    await writeFile(path.join(dataDir, instanceFileName), JSON.stringify({ pid: 2 ** 22 + 17, role: 'server', startedAt: '2026-01-01T00:00:00.000Z' }));
    const app = await buildServer({ config: embeddedConfig(dataDir) });
    try {
      expect(await readRecord(dataDir)).toMatchObject({ pid: process.pid, role: 'server' });
    } finally {
      await app.close();
    }
  });
});
