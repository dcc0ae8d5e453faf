// npm run example:integration [-- --openapi FILE]
// Runs the integration example as an integrator would and CI does: the OpenAPI document is
// generated (with --openapi, FILE is taken instead: CI passes the one `npm run lint:openapi` has
// just written from the same code), a typed client is generated from it (openapi-typescript,
// files as Blob), the example is refused if it holds a cast (`as`, `!`, `any`) and compiled under
// strict TypeScript, and it runs against a portal started on an empty database.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { castsIn } from './support/casts';

// The children get this process's environment (PATH...), with the portal's settings on top.
// eslint-disable-next-line no-restricted-properties
const inherited = process.env;
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit', env: inherited });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const example = 'examples/integration';
const given = parseArgs({ options: { openapi: { type: 'string' } } }).values.openapi;
const document = given ?? 'build/openapi.json';
if (given === undefined) run('npm', ['run', '--silent', 'openapi', '--', document]);
else if (!existsSync(document)) throw new Error(`--openapi ${document}: no such file (npm run lint:openapi writes build/openapi.json)`);
run(process.execPath, ['--import', 'tsx', `${example}/generate-client.ts`, document, `${example}/portal-api.d.ts`]);
const sources = (await readdir(example)).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => path.join(example, f));
const casts = (await Promise.all(sources.map(castsIn))).flat();
if (casts.length > 0) throw new Error(`the example must work with the generated types as they are, without casts:\n${casts.join('\n')}`);
run('npx', ['tsc', '-p', `${example}/tsconfig.json`]);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-example-'));
const admin = { email: 'integration-admin@example.com', password: 'an example admin password' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the portal did not become healthy within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  run(process.execPath, ['--import', 'tsx', `${example}/main.ts`, '--url', url, '--admin-email', admin.email, '--admin-password', admin.password]);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
