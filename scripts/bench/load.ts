import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAccounts } from './load/accounts';
import { startApi } from './load/api-process';
import { Recorder } from './load/recorder';
import { printReport } from './load/report';
import { runUsers } from './load/run-users';

/** Administrators among the virtual users: a back office of a few people beside many dealers. */
const adminShare = 0.05;
const targetP95Ms = 100;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const seedAdmin = { email: 'load-seed-admin@bench.test', password: 'load seed admin password' };

/** Order adjustments are off on a new installation; the seeded super admin turns them on, as an operator would. */
async function enableAdjustments(baseUrl: string) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(seedAdmin) });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ adjustmentsEnabled: true }),
  });
  if (!saved.ok) throw new Error(`turning order adjustments on: ${saved.status} ${await saved.text()}`);
}

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: false,
    options: { short: { type: 'boolean' }, seconds: { type: 'string' }, users: { type: 'string' } },
  });
  const seconds = typeof values.seconds === 'string' ? Number(values.seconds) : values.short ? 30 : 600;
  const users = typeof values.users === 'string' ? Number(values.users) : 200;
  if (!Number.isInteger(seconds) || seconds < 10) throw new Error('--seconds must be a whole number of at least 10');
  if (!Number.isInteger(users) || users < 2) throw new Error('--users must be a whole number of at least 2');
  return { seconds, users };
}

/**
 * npm run bench -- load [--short | --seconds N] [--users N]: the API in a process of its own on a
 * PostgreSQL database of its own, driven over HTTP by N virtual users (dealers and administrators)
 * for the run. Prints requests, errors, p50/p95/p99 per route and the API's memory after warm-up
 * and at the end next to the targets; exits 1 on any error (CI runs --short).
 */
export async function benchLoad() {
  const { seconds, users } = options();
  // eslint-disable-next-line no-restricted-properties
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_load_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-load-'));
  const admins = Math.max(1, Math.round(users * adminShare));
  console.log(`\nload (PostgreSQL database ${name}, ${users} users: ${users - admins} dealers and ${admins} administrators, ${seconds} s, 1–3 s think time)`);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    api = await startApi({
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_ADMIN_EMAIL: seedAdmin.email,
      SEED_ADMIN_PASSWORD: seedAdmin.password,
      SAMPLE_LIBRARY_ON_START: 'false',
      // Every virtual user has an address of its own, named by the proxy in front (127.0.0.1),
      // so the per-address sign-in limit sees one person each, as behind a real load balancer.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SENTRY_DSN: '',
      SMTP_URL: '',
    });
    await enableAdjustments(api.url);
    const accounts = await createAccounts(databaseUrl.toString(), users - admins, admins);
    const rssAtStart = await api.rssMiB();
    const recorder = new Recorder();
    const startedAt = Date.now();
    const warmUpMs = seconds * 200;
    let cpuAfterWarmUp = Number.NaN;
    let benchCpuAfterWarmUp = process.cpuUsage();
    const warmUp = setTimeout(() => {
      recorder.endWarmUp();
      benchCpuAfterWarmUp = process.cpuUsage();
      api!.cpuSeconds().then(
        (cpu) => (cpuAfterWarmUp = cpu),
        () => undefined,
      );
    }, warmUpMs);
    // One RSS reading a second: a single reading moves by tens of MiB with the collector's timing.
    const rss: { at: number; mib: number }[] = [];
    const sampler = setInterval(() => {
      api!.rssMiB().then(
        (mib) => rss.push({ at: Date.now() - startedAt, mib }),
        () => undefined,
      );
    }, 1000);
    const failedUsers = await runUsers({
      baseUrl: api.url,
      dealers: accounts.dealers,
      admins: accounts.admins,
      rampMs: warmUpMs * 0.75,
      endsAt: startedAt + seconds * 1000,
      recorder,
    });
    clearTimeout(warmUp);
    clearInterval(sampler);
    const cpuAtEnd = await api.cpuSeconds();
    const runMs = Date.now() - startedAt;
    const rssBetween = (from: number, to: number) => median(rss.filter((r) => r.at >= from && r.at < to).map((r) => r.mib));
    const clean = printReport(recorder, {
      seconds: runMs / 1000,
      warmUpSeconds: warmUpMs / 1000,
      rssAtStart,
      // The level after warm-up: the readings of the next tenth of the run; at the end: of the last tenth.
      rssAfterWarmUp: rssBetween(warmUpMs, warmUpMs + runMs / 10),
      rssAtEnd: rssBetween(runMs * 0.9, runMs + 1),
      apiCpuSteady: cpuAtEnd - cpuAfterWarmUp,
      benchCpuSteady: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(benchCpuAfterWarmUp)),
      targetP95Ms,
      failedUsers,
    });
    if (!clean) process.exitCode = 1;
  } finally {
    await api?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
