import os from 'node:os';
import { summarize, type Recorder, type RouteTimes } from './recorder';

export interface RunFacts {
  seconds: number;
  warmUpSeconds: number;
  rssAtStart: number;
  rssAfterWarmUp: number;
  rssAtEnd: number;
  /** CPU seconds the API used in the steady part, and the machine's load average at the end. */
  apiCpuSteady: number;
  /** CPU seconds this process (the 200 users) used in the steady part. */
  benchCpuSteady: number;
  targetP95Ms: number;
  /** Users that stopped on an exception (their sign-in failed…). */
  failedUsers: string[];
}

const ms = (v: number) => v.toFixed(1).padStart(7);

function printTable(routes: Map<string, RouteTimes>, targetP95Ms: number | null) {
  const rows = summarize(routes);
  console.log(
    `  ${'route'.padEnd(40)} ${'count'.padStart(6)} ${'errors'.padStart(6)}  ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
  );
  for (const r of rows) {
    const flag = targetP95Ms !== null && r.p95 >= targetP95Ms ? `  p95 over ${targetP95Ms} ms` : '';
    console.log(`  ${r.route.padEnd(40)} ${String(r.count).padStart(6)} ${String(r.errors).padStart(6)}  ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}${flag}`);
  }
  return rows;
}

/** Prints the figures next to the targets; answers whether the run had no error at all. */
export function printReport(recorder: Recorder, facts: RunFacts): boolean {
  const steadySeconds = facts.seconds - facts.warmUpSeconds;
  console.log(`warm-up, first ${facts.warmUpSeconds.toFixed(0)} s (users arriving: sign-in, first catalog reads; no target):`);
  printTable(recorder.warmUp, null);
  console.log(`steady, the last ${steadySeconds.toFixed(0)} s (every user signed in; target p95 < ${facts.targetP95Ms} ms per route):`);
  const rows = printTable(recorder.steady, facts.targetP95Ms);
  const steadyCount = rows.reduce((sum, r) => sum + r.count, 0);
  const over = rows.filter((r) => r.p95 >= facts.targetP95Ms);
  console.log(`requests ${recorder.requests} (steady ${steadyCount}, ${(steadyCount / steadySeconds).toFixed(0)}/s); errors ${recorder.errors} (target 0)`);
  for (const e of recorder.errorSamples) console.log(`  ${e.status} ${e.route}: ${e.body}`);
  for (const f of facts.failedUsers.slice(0, 5)) console.log(`  user stopped: ${f}`);
  if (facts.failedUsers.length > 0) console.log(`users stopped on an error: ${facts.failedUsers.length}`);
  console.log(`steady routes with p95 >= ${facts.targetP95Ms} ms: ${over.length === 0 ? 'none' : over.map((r) => r.route).join(', ')} (target none)`);
  const change = ((facts.rssAtEnd - facts.rssAfterWarmUp) / facts.rssAfterWarmUp) * 100;
  console.log(
    `API memory (RSS): ${facts.rssAtStart.toFixed(0)} MiB at start, ${facts.rssAfterWarmUp.toFixed(0)} MiB after warm-up, ` +
      `${facts.rssAtEnd.toFixed(0)} MiB at the end (medians of 1 s readings over a tenth of the run): ` +
      `${change >= 0 ? '+' : ''}${change.toFixed(1)} % (target within ±10 %)`,
  );
  // Whether the API or the machine was the limit: a 2-core machine shared with other work shows it here.
  const [load1] = os.loadavg();
  const share = (cpu: number) => `${((cpu / steadySeconds) * 100).toFixed(0)} %`;
  console.log(
    `CPU in the steady part (of one core): API ${share(facts.apiCpuSteady)}, the users' process ${share(facts.benchCpuSteady)}; ` +
      `machine load average (1 min) at the end ${load1?.toFixed(2)} on ${os.cpus().length} cores`,
  );
  return recorder.errors === 0 && facts.failedUsers.length === 0;
}
