import { performance } from 'node:perf_hooks';

/** Runs fn `runs` times after `warmup` runs: each run's time in milliseconds, fastest first. */
export async function timedRuns(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 10)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The time at fraction q (0.5: the median) of times sorted fastest first. */
export const percentileOf = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;

/** p50, p95 and the slowest of times in any order. */
export function spreadOf(times: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentileOf(sorted, 0.5), p95: percentileOf(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
}

/** Runs fn `runs` times after `warmup` runs and returns the median in milliseconds. */
export async function medianMs(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 10)): Promise<number> {
  return percentileOf(await timedRuns(fn, runs, warmup), 0.5);
}

export function report(name: string, ms: number) {
  const value = ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
  console.log(`${name.padEnd(52)} median ${value.padStart(10)}   (${(1000 / ms).toFixed(0)}/s)`);
}
