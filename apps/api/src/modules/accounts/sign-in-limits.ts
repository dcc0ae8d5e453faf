import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '@portal/db/create-db';
import { rateLimits } from '@portal/db/schema/rate-limits';
import { RateLimitedError } from '@portal/domain/errors/domain-error';
import { accountMessages } from '@portal/domain/accounts/messages';

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export interface SignInLimitRules {
  signInPerIp: LimitRule;
  signInPerEmail: LimitRule;
  resetPerIp: LimitRule;
  resetPerEmail: LimitRule;
}

/** Generous for people, tight for scripts: see docs/decisions.md. */
export const defaultSignInLimitRules: SignInLimitRules = {
  signInPerIp: { points: 30, durationSeconds: 5 * 60 },
  signInPerEmail: { points: 10, durationSeconds: 15 * 60 },
  resetPerIp: { points: 10, durationSeconds: 15 * 60 },
  resetPerEmail: { points: 5, durationSeconds: 60 * 60 },
};

export interface SignInLimits {
  /** Counts one sign-in attempt; throws RATE_LIMITED past either limit. */
  signIn(ip: string, email: string): Promise<void>;
  /** A successful sign-in clears that email's failures. */
  signedIn(email: string): Promise<void>;
  reset(ip: string, email: string): Promise<void>;
}

/** Counted in the database (one upsert per attempt), so a second instance shares the limits. */
function limiter(db: Db, rule: LimitRule, keyPrefix: string) {
  return new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, points: rule.points, duration: rule.durationSeconds, keyPrefix });
}

async function consume(l: RateLimiterDrizzle, key: string) {
  try {
    await l.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new RateLimitedError(accountMessages.tooManyAttempts, e.msBeforeNext / 1000);
    throw e;
  }
}

export function createSignInLimits(db: Db, rules: SignInLimitRules = defaultSignInLimitRules): SignInLimits {
  const signInIp = limiter(db, rules.signInPerIp, 'signin-ip');
  const signInEmail = limiter(db, rules.signInPerEmail, 'signin-email');
  const resetIp = limiter(db, rules.resetPerIp, 'reset-ip');
  const resetEmail = limiter(db, rules.resetPerEmail, 'reset-email');
  return {
    async signIn(ip, email) {
      await consume(signInIp, ip);
      await consume(signInEmail, email);
    },
    async signedIn(email) {
      await signInEmail.delete(email);
    },
    async reset(ip, email) {
      await consume(resetIp, ip);
      await consume(resetEmail, email);
    },
  };
}
