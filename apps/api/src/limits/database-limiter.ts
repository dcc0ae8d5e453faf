import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@portal/db/create-db';
import { rateLimits } from '@portal/db/schema/rate-limits';
import { RateLimitedError } from '@portal/domain/errors/domain-error';

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * A counter kept in the database (one upsert per use), so every instance shares it. Only one
 * limiter per server should clear the table's expired rows: more would repeat its work.
 */
export function databaseLimiter(db: Db, rule: LimitRule, keyPrefix: string, clearExpired: boolean): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    points: rule.points,
    duration: rule.durationSeconds,
    keyPrefix,
    clearExpiredByTimeout: clearExpired,
  });
}

/** Counts one use of `key` (or `points`); past the limit, a 429 with Retry-After and `message`. */
export async function consume(limiter: RateLimiterDrizzle, key: string, message: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new RateLimitedError(message, e.msBeforeNext / 1000);
    throw e;
  }
}
