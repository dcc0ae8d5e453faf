import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@portal/api/server';
import { testConfig } from '@portal/api/config';
import { createTestDb } from '@portal/db/test-db';
import type { DbHandle } from '@portal/db/create-db';

export const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface PortalServer {
  baseUrl: string;
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** The built product on a real port, with its own database (PGlite, or PostgreSQL with DATABASE_URL). */
export async function startPortal(options: { adminEmail: string; adminPassword: string; sampleCatalog?: boolean }): Promise<PortalServer> {
  if (!existsSync(`${webDist}/index.html`)) throw new Error('apps/web/dist is missing: run npm run build first');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = await createTestDb();
  // Its own files folder: nothing written under the checkout, nothing carried between runs.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const app = await buildServer({
    dbHandle: db,
    config: testConfig({ SAMPLE_CATALOG_ON_START: options.sampleCatalog ?? false, DATA_DIR: dataDir, PORT: port, PUBLIC_URL: baseUrl, WEB_DIST: webDist, SEED_ADMIN_EMAIL: options.adminEmail, SEED_ADMIN_PASSWORD: options.adminPassword }),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
