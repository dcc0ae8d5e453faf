// The outage test (issue 20): the API under a dealer's load while its PostgreSQL is stopped,
// restarted, blackholed and restored. A PostgreSQL of the script's own (initdb + pg_ctl, never the
// shared server) behind a TCP proxy of the script's own; the API runs as a child process.
//
//   node --import tsx scripts/outage.ts [--seconds N]     (N: each phase's length, default 5)
//
// Prints requests and answers by status per phase, the slowest answer, writes acknowledged and
// lost (acknowledged, yet missing from the database afterwards). Exits 1 if any answer is a 5xx
// other than 503, comes slower than 5 s or not at all, an acknowledged write is lost, or the API
// does not answer 200 again after the database returns.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startFaultProxy, type FaultProxy } from '@portal/db/fault-proxy';
import { hashPassword } from '@portal/api/auth/password-hashing';
import { startApi, type ApiProcess } from './support/api-process';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/throwaway-postgres';

const answerWithinMs = 5000;
const workers = 6;
/** A request with no answer after this counts as unanswered (and fails the run). */
const giveUpMs = 30_000;

function phaseSeconds(): number {
  const at = process.argv.indexOf('--seconds');
  if (at < 0) return 5;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value < 1 || value > 600) throw new Error("--seconds takes a number of seconds from 1 to 600 (each phase's length)");
  return value;
}

interface Answer {
  phase: string;
  /** The HTTP status, or 'none' when no answer came. */
  status: number | 'none';
  ms: number;
  at: number;
}

class Load {
  readonly answers: Answer[] = [];
  readonly acknowledged: string[] = [];
  phase = 'normal';
  private running = false;
  private loops: Promise<void>[] = [];
  private saves = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly partNumber: string,
  ) {}

  private async send(path: string, init: RequestInit = {}): Promise<{ status: number | 'none'; body: unknown }> {
    const phase = this.phase;
    const started = performance.now();
    let status: number | 'none' = 'none';
    let body: unknown;
    try {
      const res = await fetch(`${this.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(giveUpMs),
      });
      status = res.status;
      body = await res.json().catch(() => undefined);
    } catch {
      // No answer: refused by the API, reset, or given up on; counted as 'none'.
    }
    this.answers.push({ phase, status, ms: performance.now() - started, at: Date.now() });
    return { status, body };
  }

  /** A dealer: mostly reads of the orders, one save in four (a new draft, with an Idempotency-Key). */
  private async step(): Promise<void> {
    if (Math.random() < 0.25) {
      this.saves += 1;
      const id = randomUUID();
      const { status } = await this.send('/api/orders', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          _id: id,
          status: 'DRAFT',
          orderName: `Outage order ${this.saves}`,
          cart: { screens: [], roofs: [], parts: [{ number: this.partNumber, quantity: 1 + (this.saves % 5) }] },
        }),
      });
      if (status === 200 || status === 201) this.acknowledged.push(id);
      return;
    }
    const known = this.acknowledged[Math.floor(Math.random() * this.acknowledged.length)];
    if (known && Math.random() < 0.3) await this.send(`/api/orders/${known}`);
    else await this.send('/api/orders/myorders');
  }

  start() {
    this.running = true;
    this.loops = Array.from({ length: workers }, async () => {
      while (this.running) {
        await this.step();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  async probe(): Promise<number | 'none'> {
    return (await this.send('/api/orders/myorders')).status;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A dealer of the first sample ERP customer, written straight into the database (registration is rate-limited and not what this measures). */
async function createDealer(directUrl: string): Promise<{ email: string; password: string }> {
  const email = 'outage-dealer@outage.test';
  const password = 'outage script password';
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    const customer = (await client.query<{ id: string }>(`select id from erp_customers where id <> '000' order by id limit 1`)).rows[0]?.id;
    if (!customer) throw new Error('the sample catalog holds no ERP customers');
    await client.query(
      'insert into users (fname, lname, email, password_hash, location, is_approved, store_access, is_admin, bc_customer_id) ' +
        "values ('Outage', 'Dealer', $1, $2, 'Outage', true, true, false, $3)",
      [email, await hashPassword(password), customer],
    );
  } finally {
    await client.end();
  }
  return { email, password };
}

async function signIn(url: string, account: { email: string; password: string }): Promise<{ token: string; partNumber: string }> {
  const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed (${login.status})`);
  const items = (await (await fetch(`${url}/api/bc/portalItems`, { headers: { authorization: `Bearer ${token}` } })).json()) as { number: string }[];
  const partNumber = items.find((item) => item.number.length > 0)?.number;
  if (!partNumber) throw new Error('the catalog has no portal items');
  return { token, partNumber };
}

async function missingOrders(directUrl: string, ids: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    const present = new Set((await client.query<{ id: string }>('select id from orders where id = any($1::uuid[])', [ids])).rows.map((r) => r.id));
    return ids.filter((id) => !present.has(id));
  } finally {
    await client.end();
  }
}

/** Until the API answers 200 again after the database came back: ms, or undefined past the deadline. */
async function recovery(load: Load, since: number, deadlineMs: number): Promise<number | undefined> {
  while (Date.now() - since < deadlineMs) {
    if ((await load.probe()) === 200) return Date.now() - since;
    await sleep(100);
  }
  return undefined;
}

function report(load: Load, phases: string[]) {
  const rows = phases.map((phase) => {
    const answers = load.answers.filter((a) => a.phase === phase);
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[String(a.status)] = (byStatus[String(a.status)] ?? 0) + 1;
    const slowest = answers.reduce((max, a) => Math.max(max, a.ms), 0);
    return { phase, requests: answers.length, byStatus, slowestMs: Math.round(slowest) };
  });
  for (const r of rows) {
    const statuses = Object.entries(r.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(`  ${r.phase.padEnd(18)} ${String(r.requests).padStart(6)} requests   ${statuses.padEnd(34)} slowest ${r.slowestMs} ms`);
  }
}

async function main() {
  const seconds = phaseSeconds();
  const started = Date.now();
  let server: ThrowawayPostgres | undefined;
  let scratch: ScratchDatabase | undefined;
  let proxy: FaultProxy | undefined;
  let api: ApiProcess | undefined;
  const cleanUp = async () => {
    await api?.dispose().catch(() => undefined);
    await proxy?.close().catch(() => undefined);
    await server?.destroy().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    server = await startThrowawayPostgres();
    scratch = await createScratchDatabase('outage', server.serverUrl);
    proxy = await startFaultProxy({ host: '127.0.0.1', port: server.port });
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    api = await startApi({ env: { DATABASE_URL: viaProxy.toString(), SAMPLE_CATALOG_ON_START: 'true' }, label: 'api' });
    const dealer = await createDealer(scratch.url);
    const { token, partNumber } = await signIn(api.url, dealer);
    console.log(`PostgreSQL ${server.serverUrl} (throwaway), proxy :${proxy.port}, API ${api.url}; ${workers} dealers' loops, ${seconds} s per phase`);

    const load = new Load(api.url, token, partNumber);
    const phaseMs = seconds * 1000;
    const recoveries: Record<string, number | undefined> = {};
    const phases: [string, () => Promise<void>][] = [
      ['normal', async () => undefined],
      ['database stopped', () => server!.stop()],
      ['restarted', () => server!.start()],
      ['blackholed', () => proxy!.setMode('blackhole')],
      ['restored', () => proxy!.setMode('pass')],
    ];
    load.start();
    for (const [phase, enter] of phases) {
      load.phase = phase;
      const since = Date.now();
      await enter();
      if (phase === 'restarted' || phase === 'restored') {
        recoveries[phase] = await recovery(load, since, phaseMs + 30_000);
      }
      await sleep(Math.max(0, phaseMs - (Date.now() - since)));
    }
    await load.stop();
    const lost = await missingOrders(scratch.url, load.acknowledged);

    console.log('\nAnswers by phase:');
    report(
      load,
      phases.map(([p]) => p),
    );
    const all = load.answers;
    const slowest = all.reduce((max, a) => (a.ms > max.ms ? a : max), all[0]!);
    const serverErrors = all.filter((a) => a.status !== 'none' && a.status >= 500 && a.status !== 503);
    const slow = all.filter((a) => a.ms >= answerWithinMs || a.status === 'none');
    console.log(`\nRequests: ${all.length}; slowest answer: ${Math.round(slowest.ms)} ms (${slowest.phase}, status ${slowest.status})`);
    console.log(`Writes acknowledged: ${load.acknowledged.length}; lost: ${lost.length}`);
    for (const phase of ['restarted', 'restored']) {
      const ms = recoveries[phase];
      console.log(`Answering 200 again after the ${phase === 'restarted' ? 'restart' : 'partition'}: ${ms === undefined ? 'never' : `${ms} ms`}`);
    }
    console.log(`Run took ${Math.round((Date.now() - started) / 1000)} s`);

    const failures = [
      serverErrors.length > 0 && `${serverErrors.length} answers were a server error other than 503`,
      slow.length > 0 && `${slow.length} requests took ${answerWithinMs} ms or more, or got no answer`,
      lost.length > 0 && `${lost.length} acknowledged writes are missing from the database`,
      Object.values(recoveries).some((ms) => ms === undefined) && 'the API did not answer 200 again after the database returned',
    ].filter(Boolean);
    if (failures.length > 0) {
      console.error(`\nFAILED: ${failures.join('; ')}`);
      const warnings = api
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line))
        .slice(-5);
      if (warnings.length > 0) console.error(`The API's last errors:\n${warnings.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nOK: every answer within 5 s, no 500, no acknowledged write lost, recovered by itself');
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
