import { describe, expect, it } from 'vitest';
import { isRetryableStatus, maxRetryAfterMs, retryDelayMs } from './retry-policy';

describe('retry policy', () => {
  it('retries throttling and server errors only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isRetryableStatus)).toBe(false);
  });

  it('honours Retry-After in seconds or as a date, capped', () => {
    expect(retryDelayMs(0, '3', 100)).toBe(3000);
    expect(retryDelayMs(4, '0', 100)).toBe(0);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(0, 'Thu, 01 Jan 2026 00:00:10 GMT', 100, now)).toBe(10_000);
    expect(retryDelayMs(0, '3600', 100)).toBe(maxRetryAfterMs);
  });

  it('backs off exponentially with jitter in [half, full] of the step', () => {
    expect(retryDelayMs(0, null, 100, 0, () => 0)).toBe(50);
    expect(retryDelayMs(0, null, 100, 0, () => 1)).toBe(100);
    expect(retryDelayMs(3, null, 100, 0, () => 0)).toBe(400);
    expect(retryDelayMs(3, 'soon', 100, 0, () => 1)).toBe(800);
  });
});
