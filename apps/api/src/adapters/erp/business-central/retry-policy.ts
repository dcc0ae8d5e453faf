/** Throttling (429) and server errors (5xx) are worth another try; anything else is final. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Longest wait honoured from Retry-After: beyond it the import fails rather than hang. */
export const maxRetryAfterMs = 120_000;

/**
 * Delay before retry number `attempt` (0-based): Retry-After when the server sent one (seconds
 * or an HTTP date), otherwise exponential backoff with "equal jitter" (half fixed, half random)
 * so parallel callers throttled together do not come back together.
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, baseMs: number, now = Date.now(), random = Math.random): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, maxRetryAfterMs);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.min(Math.max(0, date - now), maxRetryAfterMs);
  }
  const exponential = baseMs * 2 ** attempt;
  return exponential / 2 + random() * (exponential / 2);
}
