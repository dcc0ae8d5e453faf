import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '@portal/db/create-db';
import { hashPassword } from '@portal/api/auth/password-hashing';
import { exportMaxRows } from '@portal/domain/paging/list-export';
import { startApi } from '../support/api-process';
import { createScratchDatabase } from '../support/scratch-database';
import { seedOrders } from './orders';

/** Seeded orders; 80 % of them (not drafts or carts) are in the administrators' list: 50,000. */
const seeded = 62_500;
const password = 'bench-exports-1';

/** The API process's resident memory now and its peak since the last reset, in MiB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Resets the process's peak resident memory to its current one (clear_refs 5: root or the same user). */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The database named `name` on the server, created when missing (`fresh`: it needs seeding), never dropped. */
async function keptDatabase(server: string, name: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const fresh = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount !== 1;
    if (fresh) await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return { url: url.toString(), fresh, drop: async () => undefined };
  } finally {
    await admin.end();
  }
}

/** One export, read as a client reads it (every byte, none kept); the API's memory sampled every 10 ms meanwhile. */
async function timedExport(url: string, token: string, pid: number) {
  const before = memoryOf(pid);
  resetPeak(pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss)), 10);
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  const after = memoryOf(pid);
  return {
    ms,
    bytes,
    newlines,
    total: Number(res.headers.get('x-total-count')),
    before: before.rss,
    peak: Math.max(after.peak, sampledPeak),
    after: after.rss,
  };
}

/**
 * npm run bench -- exports: GET /api/admin/orders/export of 50,000 orders as CSV and as an Excel
 * workbook, through real HTTP to the API running in a process of its own on PostgreSQL (a scratch
 * database on DATABASE_URL's server, dropped after). Prints the time to the last byte, the size,
 * and the API process's resident memory before and at its peak while the export ran (the kernel's
 * high-water mark, reset first, and 10 ms samples). Target: memory flat, the peak within 50 MB
 * of where it started. Needs DATABASE_URL and Linux (/proc).
 */
export async function benchExports() {
  // eslint-disable-next-line no-restricted-properties
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.log('\nexports: skipped (set DATABASE_URL to a PostgreSQL server to measure the exports)');
    return;
  }
  console.log(
    `\nexports (PostgreSQL, ${seeded.toLocaleString('en-US')} orders seeded, the API in its own process, HTTP on 127.0.0.1; target: peak within 50 MB)`,
  );
  // BENCH_EXPORTS_DB=<name> keeps the seeded database for the next run (seeding takes minutes).
  // eslint-disable-next-line no-restricted-properties
  const kept = process.env.BENCH_EXPORTS_DB;
  const database = kept ? await keptDatabase(server, kept) : { ...(await createScratchDatabase('bench_exports', server)), fresh: true };
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    if (database.fresh) {
      // Seeding runs statements of minutes on a busy machine: not the API's 3 s statement timeout.
      const seeding = await createDb({ databaseUrl: database.url, timeouts: { connectMs: 10_000, statementMs: 900_000, idleInTransactionMs: 900_000 } });
      try {
        await seeding.migrate();
        await seedOrders(seeding.db, database.url, seeded);
        await seeding.db.execute(sql`update users set password_hash = ${await hashPassword(password)} where email = 'admin@bench.example.com'`);
      } finally {
        await seeding.close();
      }
    }
    api = await startApi({ env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' } });
    const login = await fetch(`${api.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@bench.example.com', password }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`sign-in failed: ${login.status}`);
    // Warm-up: the code an export runs, loaded and compiled, and the heap grown to its working size, as on a server that has
    // served exports before; not counted.
    for (const format of ['csv', 'xlsx']) await timedExport(`${api.url}/api/admin/orders/export?format=${format}`, token, api.pid);
    // Flat memory: the peak is the same for a tenth of the rows as for all of them.
    const variants = [
      ['REJECTED (a tenth)', '&status=REJECTED'],
      ['all', ''],
      ['all, again', ''],
    ] as const;
    for (const [label, filter] of variants) {
      for (const format of ['csv', 'xlsx'] as const) {
        const r = await timedExport(`${api.url}/api/admin/orders/export?format=${format}${filter}`, token, api.pid);
        const rows = format === 'csv' ? r.newlines - 1 : r.total;
        const figures = [
          `${rows.toLocaleString('en-US').padStart(7)} rows (cap ${exportMaxRows.toLocaleString('en-US')})`,
          `${(r.ms / 1000).toFixed(2).padStart(6)} s`,
          `${(r.bytes / 1024 / 1024).toFixed(1).padStart(5)} MiB`,
          `${Math.round((rows / r.ms) * 1000)
            .toLocaleString('en-US')
            .padStart(6)} rows/s `,
          `API RSS ${r.before.toFixed(0)} → peak ${r.peak.toFixed(0)} MiB (+${(r.peak - r.before).toFixed(1)} MiB), ${r.after.toFixed(0)} MiB after`,
        ];
        console.log(`admin orders, ${label.padEnd(18)} → ${format.padEnd(4)} ${figures.join('  ')}`);
      }
    }
  } finally {
    await api?.dispose();
    if (!kept) await database.drop();
  }
}
