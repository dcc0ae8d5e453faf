// The API alone in this process, for the files benchmark to watch its memory from outside.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '@portal/api/server';
import { testConfig } from '@portal/api/config';
import { createDb } from '@portal/db/create-db';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-files-'));
const dbHandle = await createDb({});
const app = await buildServer({
  dbHandle,
  config: testConfig({ DATA_DIR: dataDir, SEED_ADMIN_EMAIL: 'bench@example.com', SEED_ADMIN_PASSWORD: 'bench-password' }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
process.stdout.write(`${JSON.stringify({ port: address.port, dataDir })}\n`);
// The benchmark asks for a collection before it reads the idle figure (startup leaves garbage behind).
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => dbHandle.close())
    .then(() => process.exit(0));
});
