import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { testConfig, type Config } from '@portal/api/config';
import { createTestDb } from '@portal/db/test-db';
import type { DbHandle } from '@portal/db/create-db';
import { freePort } from '@portal/api/test/free-port';
import { startTwoInstances } from './two-instances';

/** The built web app the journeys serve: apps/web/dist, or E2E_WEB_DIST (a build of one's own beside another's). */
// eslint-disable-next-line no-restricted-properties
export const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface PortalOptions {
  adminEmail: string;
  adminPassword: string;
  sampleCatalog?: boolean;
}

export interface PortalServer {
  baseUrl: string;
  /** The portal's database: journeys read what they cannot see in a page (the mail outbox) here. */
  db: DbHandle;
  /** The configuration the portal runs with. */
  config: Config;
  close(): Promise<void>;
}

/** How many API instances the journeys run against: E2E_INSTANCES, 1 unless set. */
function instanceCount(): 1 | 2 {
  // eslint-disable-next-line no-restricted-properties
  const value = process.env.E2E_INSTANCES ?? '1';
  if (value === '1' || value === '') return 1;
  if (value === '2') return 2;
  throw new Error(`E2E_INSTANCES must be 1 or 2, not '${value}'`);
}

/**
 * The built product on a real port, with its own database: one in-process server (PGlite, or
 * PostgreSQL with DATABASE_URL), or with E2E_INSTANCES=2 two API processes on PostgreSQL and S3
 * behind a round-robin proxy (two-instances.ts).
 */
export async function startPortal(options: PortalOptions): Promise<PortalServer> {
  if (!existsSync(`${webDist}/index.html`)) throw new Error('apps/web/dist is missing: run npm run build first');
  return instanceCount() === 2 ? startTwoInstances({ ...options, webDist }) : startInProcessPortal(options);
}

/** One server in this process, on local disk storage in a folder of its own; `app` reaches its insides. */
export async function startInProcessPortal(options: PortalOptions): Promise<PortalServer & { app: FastifyInstance }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = await createTestDb();
  // Its own files folder: nothing written under the checkout, nothing carried between runs.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // Imported here, not at the top: with two instances the server runs in processes of its own, and
  // its module graph (seconds of CPU) is not loaded into every journey's worker.
  const { buildServer } = await import('@portal/api/server');
  const app = await buildServer({
    dbHandle: db,
    config: testConfig({
      SAMPLE_CATALOG_ON_START: options.sampleCatalog ?? false,
      DATA_DIR: dataDir,
      PORT: port,
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      SEED_ADMIN_EMAIL: options.adminEmail,
      SEED_ADMIN_PASSWORD: options.adminPassword,
    }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    db,
    config: app.deps.config,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
