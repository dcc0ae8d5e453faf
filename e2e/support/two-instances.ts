import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '@portal/api/config';
import { s3rverCredentials, startS3TestServer } from '@portal/api/test/s3-test-server';
import { createTestDb } from '@portal/db/test-db';
import type { DbHandle } from '@portal/db/create-db';
import { freePort } from '@portal/api/test/free-port';
import { startRoundRobinProxy } from './round-robin-proxy';

const builtApi = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));
const readyWithinMs = 60_000;
const exitWithinMs = 15_000;

interface Instance {
  name: string;
  port: number;
  process: ChildProcess;
  logFile: string;
  /** Set when the process ends: its code, or the signal that ended it. */
  exited: Promise<string>;
  exitedEarly: boolean;
}

const logTail = (instance: Instance) => {
  const text = existsSync(instance.logFile) ? readFileSync(instance.logFile, 'utf8') : '';
  return text.slice(-4000) || '(nothing logged)';
};

function startInstance(name: string, port: number, env: Record<string, string>, logFile: string): Instance {
  const child = spawn(process.execPath, [builtApi], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const instance: Instance = {
    name,
    port,
    process: child,
    logFile,
    exitedEarly: false,
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        log.end();
        resolve(signal ?? `code ${code}`);
      });
    }),
  };
  return instance;
}

async function waitUntilReady(instance: Instance) {
  const deadline = Date.now() + readyWithinMs;
  let ended: string | undefined;
  void instance.exited.then((how) => (ended = how));
  for (;;) {
    if (ended) throw new Error(`${instance.name} ended (${ended}) before it was ready:\n${logTail(instance)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${instance.name} was not ready within ${readyWithinMs / 1000} s:\n${logTail(instance)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM (the graceful shutdown), SIGKILL past the deadline: how it ended. */
async function stop(instance: Instance): Promise<string> {
  instance.process.kill('SIGTERM');
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), exitWithinMs);
  try {
    return await instance.exited;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two API instances as separate processes (the built apps/api/dist/main.js: nothing in memory is
 * shared) on one PostgreSQL database and one S3 server (s3rver), behind a round-robin proxy.
 * Each instance has a data folder of its own, so nothing is shared through a disk either.
 */
export async function startTwoInstances(options: {
  adminEmail: string;
  adminPassword: string;
  sampleCatalog?: boolean;
  webDist: string;
}): Promise<{ baseUrl: string; db: DbHandle; config: Config; close(): Promise<void> }> {
  if (!existsSync(builtApi)) throw new Error('apps/api/dist/main.js is missing: run npm run build first');
  const db = await createTestDb();
  if (!db.url) {
    await db.close();
    throw new Error(
      'E2E_INSTANCES=2 runs the API instances as separate processes that share PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-2x-'));
  const s3 = await startS3TestServer();
  const ports = [await freePort(), await freePort()];
  const proxy = await startRoundRobinProxy(ports);
  const secret = () => randomBytes(48).toString('base64url');
  const env: Record<string, string> = {
    // Nothing else of this process's environment: the instances run on what is listed here.
    // eslint-disable-next-line no-restricted-properties
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    JWT_SECRET: secret(),
    FILES_SIGNING_SECRET: secret(),
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST: options.webDist,
    SEED_ADMIN_EMAIL: options.adminEmail,
    SEED_ADMIN_PASSWORD: options.adminPassword,
    SAMPLE_CATALOG_ON_START: String(options.sampleCatalog ?? false),
    SAMPLE_LIBRARY_ON_START: 'false',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3rverCredentials.accessKey,
    S3_SECRET_KEY: s3rverCredentials.secretKey,
    S3_REGION: 'us-east-1',
    S3_BUCKET_PREFIX: 'portal-e2e',
  };
  // Started together, as replicas are: start-up itself (migrations, seeds, buckets) must bear it.
  const instances = ports.map((port, i) => {
    const dataDir = join(folder, `api-${i + 1}`);
    return startInstance(`instance ${i + 1}`, port, { ...env, DATA_DIR: dataDir }, join(folder, `api-${i + 1}.log`));
  });
  for (const instance of instances) void instance.exited.then(() => (instance.exitedEarly = true));
  const stopAll = async () => {
    const ends = await Promise.all(instances.map(stop));
    await proxy.close();
    await s3.close();
    await db.close();
    return ends;
  };
  try {
    await Promise.all(instances.map(waitUntilReady));
  } catch (error) {
    await stopAll();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: proxy.url,
    db,
    // What the instances read from the same environment.
    config: loadConfig({ ...env, PORT: String(ports[0]) }),
    async close() {
      const crashed = instances.filter((i) => i.exitedEarly);
      const counts = proxy.counts();
      const ends = await stopAll();
      console.log(instances.map((instance, i) => `${instance.name}: ${counts[i]} requests`).join(', '));
      // Warnings and errors the instances logged (LOG_LEVEL=warn): shown, so a journey that passes despite them says so.
      for (const instance of instances) {
        const logged = readFileSync(instance.logFile, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{'));
        if (logged.length > 0) console.log(`${instance.name} logged ${logged.length} warnings or errors:\n${logged.join('\n')}`);
      }
      const problems = [
        ...crashed.map((i) => `${i.name} ended during the journeys:\n${logTail(i)}`),
        ...instances.flatMap((i, n) =>
          crashed.includes(i) || ends[n] === 'code 0' ? [] : [`${i.name} did not shut down cleanly on SIGTERM (${ends[n]}):\n${logTail(i)}`],
        ),
        ...instances.flatMap((i, n) => (counts[n] === 0 ? [`${i.name} served no request: the proxy did not spread them`] : [])),
      ];
      rmSync(folder, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}
