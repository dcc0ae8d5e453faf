import { performance } from 'node:perf_hooks';

/** Runs fn `runs` times after `warmup` runs and returns the median in milliseconds. */
export async function medianMs(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 10)): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export function report(name: string, ms: number) {
  const value = ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
  console.log(`${name.padEnd(52)} median ${value.padStart(10)}   (${(1000 / ms).toFixed(0)}/s)`);
}
