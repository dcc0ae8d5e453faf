import { performance } from 'node:perf_hooks';

/** One route's answers: method + route pattern (`GET /api/orders/:id`), never the concrete id. */
export interface RouteTimes {
  times: number[];
  errors: number;
}

export interface ErrorSample {
  route: string;
  status: number;
  body: string;
}

/**
 * Every answer of the run, by route; an error is a status outside 2xx/3xx or no answer at all.
 * Times are kept apart for the warm-up (users still arriving: sign-ins, first catalog loads) and
 * the steady part after it, where the targets apply; errors count in both.
 */
export class Recorder {
  readonly warmUp = new Map<string, RouteTimes>();
  readonly steady = new Map<string, RouteTimes>();
  private routes = this.warmUp;
  readonly errorSamples: ErrorSample[] = [];
  requests = 0;
  errors = 0;

  endWarmUp() {
    this.routes = this.steady;
  }

  record(route: string, ms: number, status: number, body: () => string) {
    const entry = this.routes.get(route) ?? { times: [], errors: 0 };
    this.routes.set(route, entry);
    entry.times.push(ms);
    this.requests += 1;
    if (status >= 200 && status < 400) return;
    entry.errors += 1;
    this.errors += 1;
    if (this.errorSamples.length < 5) this.errorSamples.push({ route, status, body: body().slice(0, 300) });
  }
}

/** The nearest-rank percentile (p in 0..100) of times already sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface RouteSummary {
  route: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export function summarize(routes: Map<string, RouteTimes>): RouteSummary[] {
  return [...routes.entries()]
    .map(([route, { times, errors }]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return { route, count: times.length, errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
    })
    .sort((a, b) => b.count - a.count);
}

export const now = () => performance.now();
