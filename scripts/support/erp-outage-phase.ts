// The outage figure of the ERP fault run (npm run erp-faults -- --outage SECONDS; docs/erp.md, Fault run):
// "Business Central refusing for 60 s (CI) or 30 minutes (by hand): failed submissions and approvals 0;
// time from the end of the outage to an empty queue (target ≤ 5 minutes; CI ≤ 60 s)."
//
// The approvals phase's instances are stopped and ONE instance is started with the product's own
// ERP settings (every ERP_SYNC_* and BC_* retry, timeout and interval variable left unset: what a
// deployment runs). Then the simulator refuses every request, its token endpoint's and its API's
// (503, or no answer with --outage-mode hang), and drops the tokens it issued; a dealer submits and an
// administrator approves N orders, spread over the outage. Each answer must come (within 30 s) and
// succeed: nothing on those paths waits on the ERP. Once the outage ends, the time until erp_sync
// holds no queued job is measured, and the simulator's sales orders checked against the portal's:
// one per order, every line once, the Item lines adding up to the total, every job sent.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@portal/api/config';
import type { BcSimulator } from '@portal/api/test/bc-simulator';
import type { DbHandle } from '@portal/db/create-db';
import { startApi, type ApiProcess } from './api-process';
import { cartOf, inParallel, queuedJobs, salesOrdersVerdict, seconds, sleep, tally } from './erp-fault-kit';
import type { ScratchDatabase } from './scratch-database';
import { missedTarget } from './storm';

export interface OutagePhase {
  simulator: BcSimulator;
  database: ScratchDatabase;
  db: DbHandle;
  /** The approvals phase's environment: the product's ERP settings replace its fast ones. */
  env: Record<string, string>;
  /** The instances running so far: stopped (SIGTERM) before the phase's own starts. */
  running: ApiProcess[];
  /** Keeps the phase's instance for the run's clean-up (SIGINT included). */
  track: (api: ApiProcess) => void;
  adminToken: string;
  dealerToken: string;
  orders: number;
  outageMs: number;
  mode: 'refuse' | 'hang';
  /** The longest the queue may take to empty after the outage. */
  targetMs: number;
  concurrency: number;
}

/** The approvals phase's fast settings: left unset here, so the product's defaults apply. */
const fastSettings = [
  'ERP_SYNC_RETRY_BASE_MS',
  'ERP_SYNC_RETRY_MAX_MS',
  'ERP_SYNC_POLL_INTERVAL_MS',
  'ERP_SYNC_LEASE_MS',
  'BC_RETRY_BASE_MS',
  'BC_MAX_RETRIES',
  'BC_TIMEOUT_MS',
  'BC_PAGE_SIZE',
  'BC_SYNC_INTERVAL_S',
] as const;
/** Longest a submission or an approval may take to answer before it counts as failed. */
const answerLimitMs = 30_000;

/** Runs the phase and prints its figures; answers whether a target was missed. */
export async function runOutagePhase(phase: OutagePhase): Promise<boolean> {
  const { simulator, database, orders: count, outageMs, targetMs } = phase;
  const started = performance.now();
  for (const p of phase.running) await p.stop();
  const env = Object.fromEntries(Object.entries(phase.env).filter(([k]) => !(fastSettings as readonly string[]).includes(k)));
  const settings = loadConfig(env);
  const api = await startApi({ label: 'outage', env });
  phase.track(api);

  /** One call, answered within answerLimitMs or counted as no answer. */
  const send = async (path: string, body: unknown, token: string, key: string) => {
    const from = performance.now();
    try {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(answerLimitMs),
      });
      return { status: String(res.status), data: (await res.json().catch(() => ({}))) as Record<string, unknown>, ms: performance.now() - from };
    } catch (error) {
      return { status: error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : 'error', data: {}, ms: performance.now() - from };
    }
  };

  // The outage: every request refused (or held); the tokens issued before it no longer work after it.
  const refusedBefore = simulator.outageRequests;
  const jobsBefore = (await queuedJobs(database)).jobs;
  simulator.outage(phase.mode);
  simulator.revokeTokens();
  const outageStart = performance.now();
  const spreadMs = outageMs * 0.9;
  const orders: { id: string; portalNumber: string; name: string }[] = [];
  const submissions: string[] = [];
  const approvals: string[] = [];
  let slowestSubmission = 0;
  let slowestApproval = 0;
  let failedSubmissions = 0;
  let failedApprovals = 0;
  await inParallel(count, phase.concurrency, async (k) => {
    // Spread over the outage's first 90 %: some jobs fail many times before it ends, some once.
    await sleep(Math.max(0, outageStart + (k * spreadMs) / count - performance.now()));
    const name = `ERP outage ${String(k + 1).padStart(4, '0')}`;
    const submitted = await send('/api/orders', { status: 'SUBMITTED', orderName: name, cart: cartOf(k) }, phase.dealerToken, randomUUID());
    submissions.push(submitted.status);
    slowestSubmission = Math.max(slowestSubmission, submitted.ms);
    if (submitted.status !== '201') {
      failedSubmissions += 1;
      failedApprovals += 1;
      return;
    }
    const id = String(submitted.data._id);
    orders.push({ id, portalNumber: String(submitted.data.portalNumber), name });
    const approved = await send('/api/orders', { _id: id, status: 'APPROVED', orderName: name, cart: cartOf(k) }, phase.adminToken, randomUUID());
    approvals.push(approved.status);
    slowestApproval = Math.max(slowestApproval, approved.ms);
    if (approved.status !== '200' || approved.data.status !== 'APPROVED') failedApprovals += 1;
  });
  const approvalsTookMs = performance.now() - outageStart;
  await sleep(Math.max(0, outageStart + outageMs - performance.now()));
  const ids = orders.map((o) => o.id);
  const { rows: atEnd } = await database.query<{ queued: number; attempts: number; most: number; latest: Date | null; now: Date }>(
    `select count(*) filter (where status = 'queued')::int as queued, coalesce(sum(attempts), 0)::int as attempts,
            coalesce(max(attempts), 0)::int as most, max(next_attempt_at) filter (where status = 'queued' and claim is null) as latest, now() as now
       from erp_sync where order_id = any($1)`,
    [ids],
  );
  simulator.outage(false);
  const outageEnd = performance.now();
  const refused = simulator.outageRequests - refusedBefore;

  // The drain: until erp_sync holds no queued job (every approval has its job).
  const drainLimitMs = targetMs + Math.max(120_000, targetMs);
  let drainedMs: number | undefined;
  for (;;) {
    const { queued, jobs } = await queuedJobs(database);
    if (queued === 0 && jobs >= jobsBefore + orders.length) {
      drainedMs = performance.now() - outageEnd;
      break;
    }
    if (performance.now() - outageEnd > drainLimitMs) break;
    await sleep(100);
  }

  // What Business Central holds against what the portal approved during the outage.
  const { created, duplicates, badLines, wrongTotals, notSent, problems, jobs } = await salesOrdersVerdict(
    phase.db.db,
    database,
    simulator.salesOrders,
    orders,
  );
  const attempts = jobs.map((j) => j.attempts);
  const end = atEnd[0];
  const latestDue = end?.latest ? (end.latest.getTime() - end.now.getTime()) / 1000 : undefined;

  console.log(
    `ERP outage: Business Central ${phase.mode === 'hang' ? 'answering nothing' : 'refusing every request (503)'}, token endpoint and API, ` +
      `for ${seconds(outageMs)}; one API instance with the product's settings (ERP_SYNC_RETRY_BASE_MS ${settings.ERP_SYNC_RETRY_BASE_MS}, ` +
      `ERP_SYNC_RETRY_MAX_MS ${settings.ERP_SYNC_RETRY_MAX_MS}, ERP_SYNC_POLL_INTERVAL_MS ${settings.ERP_SYNC_POLL_INTERVAL_MS}, ` +
      `BC_RETRY_BASE_MS ${settings.BC_RETRY_BASE_MS}, BC_MAX_RETRIES ${settings.BC_MAX_RETRIES}, BC_TIMEOUT_MS ${settings.BC_TIMEOUT_MS}); ` +
      `${count} orders submitted and approved during it, spread over its first ${seconds(spreadMs)}`,
  );
  console.log(
    `  requests ${phase.mode === 'hang' ? 'held' : 'refused'} during the outage: ${refused}; the submissions and approvals took ${seconds(approvalsTookMs)}`,
  );
  console.log(
    `  submission answers: ${tally(submissions)} (slowest ${seconds(slowestSubmission)}); ` +
      `approval answers: ${tally(approvals)} (slowest ${seconds(slowestApproval)})`,
  );
  console.log(
    `  at the end of the outage: ${end?.queued ?? 0} jobs queued, ${end?.attempts ?? 0} attempts made (most for one: ${end?.most ?? 0}), ` +
      `the latest retry due (jobs no worker holds) ${latestDue === undefined ? '-' : seconds(latestDue * 1000)} after it`,
  );
  console.log(`  attempts: ${attempts.reduce((a, b) => a + b, 0)} for ${jobs.length} jobs (most for one: ${Math.max(0, ...attempts)})`);
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(33)} ${value}`);
  line('failed submissions', `${failedSubmissions} (target 0)`);
  line('failed approvals', `${failedApprovals} (target 0)`);
  line(
    'outage end to an empty queue',
    `${drainedMs === undefined ? `not empty after ${seconds(drainLimitMs)}` : seconds(drainedMs)} (target ≤ ${seconds(targetMs)})`,
  );
  line('sales orders created', `${created} (target ${count})`);
  line('duplicates', `${duplicates} (target 0)`);
  line('missing or doubled lines', `${badLines} (target 0)`);
  line('totals differing', `${wrongTotals} (target 0)`);
  line('not sent after the drain', `${notSent} (target 0)`);
  console.log(`  outage phase ${seconds(performance.now() - started)}`);
  for (const problem of problems.slice(0, 20)) console.log(`  ! ${problem}`);
  if (problems.length > 20) console.log(`  ! … and ${problems.length - 20} more`);

  const missed = missedTarget(
    [
      failedSubmissions > 0 && `${failedSubmissions} submissions failed during the outage`,
      failedApprovals > 0 && `${failedApprovals} approvals failed during the outage`,
      drainedMs === undefined && `the queue was not empty ${seconds(drainLimitMs)} after the outage`,
      drainedMs !== undefined && drainedMs > targetMs && `the queue took ${seconds(drainedMs)} to empty after the outage (target ${seconds(targetMs)})`,
      created !== count && `${created} sales orders created for ${count} orders approved during the outage`,
      duplicates > 0 && `${duplicates} duplicate sales orders`,
      badLines > 0 && `${badLines} sales orders with a missing or doubled line`,
      wrongTotals > 0 && `${wrongTotals} sales orders whose total differs from the portal's`,
      notSent > 0 && `${notSent} orders not sent after the drain`,
    ],
    `no submission nor approval failed during the outage; the queue empty ${drainedMs === undefined ? '' : seconds(drainedMs)} after it, each order once`,
  );
  if (missed) console.log(`the outage instance's last output:\n${api.output().trim().split('\n').slice(-5).join('\n')}`);
  return missed;
}
