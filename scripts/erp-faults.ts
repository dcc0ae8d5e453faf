// npm run erp-faults [-- --short] [--approvals N] [--seed N] [--lines inline|separate] [--concurrency N]
//                     [--shipments [--shipment-orders N]] [--outage SECONDS [--outage-orders N] [--outage-mode refuse|hang] [--outage-target SECONDS]]
// The ERP fault run (issue 30): approved orders become Business Central sales orders through the
// durable erp_sync job while the Business Central simulator (run in this process, serving the sample
// catalog) drops 30 % of the applied sales order writes' answers, answers 10 % of the sales order
// requests with 503 and 5 % with 429. The API runs as a child process on a scratch PostgreSQL
// database; an administrator approves N submitted orders over REST, the API is killed with SIGKILL
// when about half are approved, restarted, then a second instance is started beside it (the rest
// of the approvals go to both). Once erp_sync holds no queued job, the script checks what the
// simulator holds against the portal: one sales order per portal number, every line of the portal's
// document once, the Item lines adding up to the order's total, every job `sent` with the
// simulator's number. Exit code 1 when any target is missed.
//   --short: 30 approvals (CI); default 100.
// Two more figures, each a phase after that one (both may be asked for; shipments first):
//   --shipments: 50 of the sales orders shipped in the simulator (--short: 15), a third in two parts, the API
//     killed (SIGKILL) and restarted between them; every order Shipped and every line shipped after ONE read,
//     one mail per shipment, none twice after a further read and a second restart (scripts/support/erp-shipments-phase.ts).
//   --outage SECONDS: Business Central refusing every request for that long while a dealer submits and an
//     administrator approves 30 orders, on one instance with the product's own retry settings; no submission
//     nor approval fails, and the queue is empty within --outage-target seconds of the outage's end (60 with
//     --short, else 300) (scripts/support/erp-outage-phase.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createDb, type DbHandle } from '@portal/db/create-db';
import { createSampleErp } from '@portal/api/adapters/erp/sample-erp';
import { startBcSimulator, type BcSimulator } from '@portal/api/test/bc-simulator';
import { startApi, type ApiProcess } from './support/api-process';
import { cartOf, inParallel, queuedJobs, salesOrdersVerdict, seconds, sleep, tally } from './support/erp-fault-kit';
import { runOutagePhase } from './support/erp-outage-phase';
import { runShipmentsPhase } from './support/erp-shipments-phase';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { approvedDealer, call, must } from './support/portal-calls';
import { missedTarget } from './support/storm';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    approvals: { type: 'string' },
    seed: { type: 'string', default: '30' },
    lines: { type: 'string', default: 'inline' },
    concurrency: { type: 'string', default: '8' },
    shipments: { type: 'boolean', default: false },
    'shipment-orders': { type: 'string' },
    outage: { type: 'string' },
    'outage-orders': { type: 'string', default: '30' },
    'outage-mode': { type: 'string', default: 'refuse' },
    'outage-target': { type: 'string' },
  },
});
const approvals = Number(args.approvals ?? (args.short ? 30 : 100));
const seed = Number(args.seed);
const concurrency = Number(args.concurrency);
const linesMode = args.lines;
if (!Number.isInteger(approvals) || approvals < 4) throw new Error('--approvals must be a whole number of at least 4');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency must be a whole number of at least 1');
if (linesMode !== 'inline' && linesMode !== 'separate') throw new Error('--lines is inline (lines inside the header, the default) or separate');
const shipmentOrders = Number(args['shipment-orders'] ?? (args.short ? 15 : 50));
if (args.shipments && (!Number.isInteger(shipmentOrders) || shipmentOrders < 3 || shipmentOrders > approvals))
  throw new Error(`--shipment-orders must be a whole number from 3 to --approvals (${approvals})`);
/** The shipments phase's read interval (BC_SYNC_INTERVAL_S), from the start: a read turn taken at a longer one would hold off its reads. */
const shipmentsPollS = 2;
const outageSeconds = args.outage === undefined ? undefined : Number(args.outage);
const outageOrders = Number(args['outage-orders']);
const outageMode = args['outage-mode'];
const outageTargetS = Number(args['outage-target'] ?? (args.short ? 60 : 300));
if (outageSeconds !== undefined && !(outageSeconds > 0)) throw new Error('--outage is the outage in seconds (60 in CI)');
if (!Number.isInteger(outageOrders) || outageOrders < 1) throw new Error('--outage-orders must be a whole number of at least 1');
if (outageMode !== 'refuse' && outageMode !== 'hang') throw new Error('--outage-mode is refuse (503, the default) or hang (no answer)');
if (!(outageTargetS > 0)) throw new Error('--outage-target is in seconds');
/** The figure of the issue: lost answers after the commit, 503 and 429 before anything is done. */
const rates = { dropAfterCommit: 0.3, status503: 0.1, status429: 0.05, retryAfter: '1' };
const killAfter = Math.round(approvals / 2);
/** How long the queue may take to empty after the last approval before the run gives up on it. */
const drainLimitMs = args.short ? 60_000 : 300_000;

const admin = { email: 'erp-faults-admin@example.com', password: 'an ERP fault run admin password' };
const dealer = {
  fname: 'Fault',
  lname: 'Dealer',
  location: 'Tucson, AZ',
  email: 'erp-faults-dealer@example.com',
  password: 'an ERP fault run dealer password',
};
const orderName = (i: number) => `ERP fault ${String(i + 1).padStart(4, '0')}`;

let simulator: BcSimulator | undefined;
let database: ScratchDatabase | undefined;
let db: DbHandle | undefined;
let api: ApiProcess | undefined;
let beside: ApiProcess | undefined;
/** The outage phase's own instance. */
const others: ApiProcess[] = [];
let failed = true;
const cleanUp = async () => {
  await api?.dispose().catch(() => undefined);
  await beside?.dispose().catch(() => undefined);
  for (const other of others) await other.dispose().catch(() => undefined);
  await db?.close().catch(() => undefined);
  await database?.drop().catch((error: unknown) => console.error(`could not drop ${database?.name}:`, error));
  await simulator?.close().catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

const started = performance.now();
try {
  // Business Central: the sample catalog's records, served by the simulator (no faults while the catalog is imported).
  const { records } = await createSampleErp().fetchCatalogRecords();
  simulator = await startBcSimulator(records, { responseDelayMs: 2 });
  if (linesMode === 'separate') simulator.refuseInlineLines(true);
  database = await createScratchDatabase('erp_faults');
  db = await createDb({ databaseUrl: database.url });
  const bc = Object.fromEntries(
    Object.entries(
      simulator.config({
        BC_PAGE_SIZE: 1000,
        // Small in-call waits and a short timeout: the job's own backoff is what this measures.
        BC_RETRY_BASE_MS: 20,
        BC_TIMEOUT_MS: 2000,
      }),
    ).map(([k, v]) => [k, String(v)]),
  );
  const env = {
    DATABASE_URL: database.url,
    // One secret for both instances: the administrator's token works on either.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
    ...bc,
    ERP_SYNC_RETRY_BASE_MS: '50',
    ERP_SYNC_RETRY_MAX_MS: '1000',
    ERP_SYNC_POLL_INTERVAL_MS: '200',
    // The killed instance's claimed jobs are due again this soon.
    ERP_SYNC_LEASE_MS: '3000',
    LOG_LEVEL: 'error',
    // The shipments phase: reads every 2 s from the start (the default, 300 s, would hold the read turn 10 minutes).
    ...(args.shipments ? { BC_SYNC_INTERVAL_S: String(shipmentsPollS) } : {}),
  };
  api = await startApi({ label: 'api', env });

  // The catalog from Business Central (the simulator): the administrator's full import, polled to its end.
  const adminToken = (await must(api, 'POST', '/api/users/login', admin)).token as string;
  const run = await must(api, 'GET', '/api/admin/import/items?full=true', undefined, adminToken);
  for (let state = run; ;) {
    if (state.status === 'succeeded') break;
    if (state.status !== 'running') throw new Error(`the catalog import from the simulator ended ${state.status}: ${JSON.stringify(state)}`);
    await sleep(200);
    state = await must(api, 'GET', `/api/admin/import/runs/${run.id}`, undefined, adminToken);
  }
  const { dealerToken } = await approvedDealer(api, admin, dealer);

  // N submitted orders (no fault yet: the ERP is only written once they are approved).
  const orders: { id: string; portalNumber: string }[] = [];
  const keys = Array.from({ length: approvals }, () => randomUUID());
  await inParallel(approvals, concurrency, async (i) => {
    const res = await call(api!, 'POST', '/api/orders', { status: 'SUBMITTED', orderName: orderName(i), cart: cartOf(i) }, dealerToken, {
      'idempotency-key': keys[i]!,
    });
    if (res.status !== 201) throw new Error(`submitting ${orderName(i)}: ${res.status} ${JSON.stringify(res.data)}`);
    orders[i] = { id: res.data._id as string, portalNumber: res.data.portalNumber as string };
  });

  // The faults, from here on; then the approvals, `concurrency` at a time, SIGKILL once about half are acknowledged.
  simulator.faultRates(rates, seed);
  const approvalKeys = Array.from({ length: approvals }, () => randomUUID());
  const approved = new Set<number>();
  const answers: string[] = [];
  let lastApprovalAt = 0;
  /** One approval: true once the order is APPROVED (now, or by an earlier request whose answer the kill took). */
  const approve = async (target: ApiProcess, i: number): Promise<boolean> => {
    const body = { _id: orders[i]!.id, status: 'APPROVED', orderName: orderName(i), cart: cartOf(i) };
    let res: { status: number; data: any };
    try {
      res = await call(target, 'POST', '/api/orders', body, adminToken, { 'idempotency-key': approvalKeys[i]! });
    } catch {
      answers.push('no answer');
      return false;
    }
    answers.push(String(res.status));
    let done = res.status === 200 && res.data.status === 'APPROVED';
    // Approved already (the kill took the answer, not the commit): 409, the order reads APPROVED.
    if (res.status === 409) done = (await call(target, 'GET', `/api/orders/${orders[i]!.id}`, undefined, adminToken)).data.status === 'APPROVED';
    if (done) {
      approved.add(i);
      lastApprovalAt = performance.now();
    }
    return done;
  };
  let killed: Promise<unknown> | undefined;
  let killedAt = 0;
  let approvedBeforeKill = 0;
  await inParallel(
    approvals,
    concurrency,
    async (i) => {
      if (await approve(api!, i)) {
        if (approved.size >= killAfter && !killed) {
          approvedBeforeKill = approved.size;
          killedAt = performance.now();
          killed = api!.kill('SIGKILL');
        }
      }
    },
    () => killed !== undefined,
  );
  if (!killed) throw new Error('every approval was answered before the kill');
  await killed;
  const queuedAtKill = await queuedJobs(database);
  const answersBeforeKill = tally(answers.splice(0));
  await api.restart();
  const restartedAfterMs = performance.now() - killedAt;
  beside = await startApi({ label: 'beside', env });
  const besideAfterMs = performance.now() - killedAt;

  // The rest of the approvals (and the ones the kill left unanswered) to both instances, each until it is APPROVED.
  const rest = Array.from({ length: approvals }, (_, i) => i).filter((i) => !approved.has(i));
  await inParallel(rest.length, concurrency, async (n) => {
    const i = rest[n]!;
    for (let attempt = 0; !(await approve(n % 2 === 0 ? api! : beside!, i)); attempt += 1) {
      if (attempt >= 5) throw new Error(`${orderName(i)} could not be approved: ${answers.at(-1)}`);
      await sleep(200);
    }
  });
  const answersAfterRestart = tally(answers.splice(0));

  // The drain: until erp_sync has no queued job (every approval has its job: written with it).
  let drainedMs: number | undefined;
  for (;;) {
    const { queued, jobs } = await queuedJobs(database);
    if (queued === 0 && jobs >= approvals) {
      drainedMs = performance.now() - lastApprovalAt;
      break;
    }
    if (performance.now() - lastApprovalAt > drainLimitMs) break;
    await sleep(100);
  }

  // What Business Central holds against what the portal approved.
  const { created, duplicates, badLines, wrongTotals, notSent, problems, jobs } = await salesOrdersVerdict(db.db, database, simulator.salesOrders, orders);
  const attempts = jobs.map((j) => j.attempts);
  const heldLines = simulator.salesOrders.flatMap((so) => so.salesOrderLines);
  const itemLines = heldLines.filter((l) => l.lineType === 'Item').length;
  const totalAttempts = attempts.reduce((a, b) => a + b, 0);

  console.log(
    `ERP fault run: ${approvals} approvals, Business Central simulator dropping ${rates.dropAfterCommit * 100} % of the applied writes' answers, ` +
      `${rates.status503 * 100} % 503, ${rates.status429 * 100} % 429 (Retry-After ${rates.retryAfter} s), seed ${seed}, lines ${linesMode}; ` +
      `SIGKILL after ${approvedBeforeKill} approvals, restart, a second instance beside it; PostgreSQL ${database.name}`,
  );
  console.log(`  approval answers before the kill: ${answersBeforeKill}; after the restart: ${answersAfterRestart}`);
  console.log(
    `  jobs at the kill: ${queuedAtKill.jobs}, ${queuedAtKill.queued} queued (${queuedAtKill.held} held by the killed worker); ` +
      `restarted ${seconds(restartedAfterMs)} after the kill, the second instance ready ${seconds(besideAfterMs)} after it`,
  );
  console.log(
    `  faults drawn: ${
      Object.entries(simulator.faultCounts)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') || 'none'
    }`,
  );
  console.log(`  attempts: ${totalAttempts} for ${jobs.length} jobs (most for one: ${Math.max(0, ...attempts)})`);
  console.log(`  lines held: ${heldLines.length} (${itemLines} Item, ${heldLines.length - itemLines} Comment) in ${simulator.salesOrders.length} sales orders`);
  console.log(`  sales orders created              ${created} (target ${approvals})`);
  console.log(`  duplicates                        ${duplicates} (target 0)`);
  console.log(`  missing or doubled lines          ${badLines} (target 0)`);
  console.log(`  totals differing                  ${wrongTotals} (target 0)`);
  console.log(`  not sent after the drain          ${notSent} (target 0)`);
  console.log(
    `  last approval to an empty queue   ${drainedMs === undefined ? `not empty after ${seconds(drainLimitMs)}` : seconds(drainedMs)}; ` +
      `whole run ${seconds(performance.now() - started)}`,
  );
  for (const problem of problems.slice(0, 20)) console.log(`  ! ${problem}`);
  if (problems.length > 20) console.log(`  ! … and ${problems.length - 20} more`);

  failed = missedTarget(
    [
      created !== approvals && `${created} sales orders created for ${approvals} approvals`,
      duplicates > 0 && `${duplicates} duplicate sales orders`,
      badLines > 0 && `${badLines} sales orders with a missing or doubled line`,
      wrongTotals > 0 && `${wrongTotals} sales orders whose total differs from the portal's`,
      notSent > 0 && `${notSent} orders not sent after the drain`,
      drainedMs === undefined && `the queue was not empty ${seconds(drainLimitMs)} after the last approval`,
    ],
    'one sales order per approval, each line once, every total to the cent, every job sent',
  );
  if (failed) {
    const errors = [api, beside].flatMap((p) => (p ? p.output().trim().split('\n').slice(-5) : []));
    if (errors.length > 0) console.log(`the APIs' last output:\n${errors.join('\n')}`);
  }

  // The two further figures, on the same database, simulator and dealer (the faults above are over).
  simulator.clearFailures();
  if (args.shipments) {
    const missed = await runShipmentsPhase({
      simulator,
      database,
      instances: [api, beside],
      orders,
      count: shipmentOrders,
      dealerEmail: dealer.email,
      pollIntervalS: shipmentsPollS,
      readLimitMs: 180_000,
    });
    failed ||= missed;
  }
  if (outageSeconds !== undefined) {
    const missed = await runOutagePhase({
      simulator,
      database,
      db,
      env,
      running: [api, beside],
      track: (p) => others.push(p),
      adminToken,
      dealerToken,
      orders: outageOrders,
      outageMs: outageSeconds * 1000,
      mode: outageMode,
      targetMs: outageTargetS * 1000,
      concurrency,
    });
    failed ||= missed;
  }
  if (args.shipments || outageSeconds !== undefined) console.log(`whole run ${seconds(performance.now() - started)}`);
} catch (error) {
  failed = true;
  console.error(error);
  if (api) console.error(`the API's last output:\n${api.output().slice(-3000)}`);
  if (beside) console.error(`the second instance's last output:\n${beside.output().slice(-3000)}`);
  for (const other of others) console.error(`the outage instance's last output:\n${other.output().slice(-3000)}`);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
