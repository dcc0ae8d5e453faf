import type { Cents } from './money';

/**
 * `total` cents shared in proportion to `weights` (largest remainder, ties to the first): every
 * share a whole cent, together exactly `total`. A weight that is not a positive number takes
 * nothing; when none is, every share is 0 (the caller decides whether that may be).
 */
export function shareCents(total: Cents, weights: readonly number[]): Cents[] {
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = positive.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = positive.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, c) => s + c, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
