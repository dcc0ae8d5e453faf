import { createHash } from 'node:crypto';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '@portal/db/create-db';
import { accountMessages } from '@portal/domain/accounts/messages';
import { vitalsMessages } from '@portal/domain/vitals/vitals-messages';
import { vitalsLimits } from '@portal/domain/vitals/vitals-schemas';
import { consume as consumeOrRefuse, databaseLimiter, type LimitRule } from './database-limiter';

/** Every public write, limited per address and per target. */
export interface AnonymousLimitRules {
  /** Failed sign-ins from one address, whatever the accounts (a success is given back). */
  signInPerAddress: LimitRule;
  /** Failed sign-ins of one account from one address; a success there clears it. */
  signInPerAccountAndAddress: LimitRule;
  /** Failed sign-ins of one account from all addresses: a short window that slows, never a long lockout. */
  signInPerAccount: LimitRule;
  resetRequestPerAddress: LimitRule;
  resetRequestPerEmail: LimitRule;
  registerPerAddress: LimitRule;
  registerPerEmail: LimitRule;
  resetConfirmPerAddress: LimitRule;
  resetConfirmPerLink: LimitRule;
  /** Speed beacons (issue 33) from one address. */
  vitalsPerAddress: LimitRule;
}

/** Generous for people, tight for scripts: the reasons are in docs/decisions/accounts.md. */
export const defaultAnonymousLimitRules: AnonymousLimitRules = {
  signInPerAddress: { points: 100, durationSeconds: 15 * 60 },
  signInPerAccountAndAddress: { points: 10, durationSeconds: 15 * 60 },
  signInPerAccount: { points: 20, durationSeconds: 60 },
  resetRequestPerAddress: { points: 10, durationSeconds: 15 * 60 },
  resetRequestPerEmail: { points: 5, durationSeconds: 60 * 60 },
  registerPerAddress: { points: 10, durationSeconds: 60 * 60 },
  registerPerEmail: { points: 3, durationSeconds: 60 * 60 },
  resetConfirmPerAddress: { points: 10, durationSeconds: 15 * 60 },
  resetConfirmPerLink: { points: 5, durationSeconds: 60 * 60 },
  vitalsPerAddress: { points: vitalsLimits.beaconsPerMinute, durationSeconds: 60 },
};

export interface AnonymousLimits {
  /** Counts one sign-in attempt before the password is checked; throws RATE_LIMITED past a limit. */
  signIn(ip: string, email: string): Promise<void>;
  /** The attempt succeeded: it was no failure, and the account's failures from this address are forgotten. */
  signedIn(ip: string, email: string): Promise<void>;
  resetRequest(ip: string, email: string): Promise<void>;
  register(ip: string, email: string): Promise<void>;
  /** Takes the link's hash (hashLinkToken): the token itself never reaches the counters' table. */
  resetConfirm(ip: string, tokenHash: string): Promise<void>;
  /** Counts one speed beacon of the address; throws RATE_LIMITED past the minute's limit. */
  vitalsBeacon(ip: string): Promise<void>;
}

type Limiter = RateLimiterDrizzle;

const consume = (limiter: Limiter, key: string) => consumeOrRefuse(limiter, key, accountMessages.tooManyAttempts);

/** Counted in the database (one upsert per counter), so a second instance shares the limits. */
export function createAnonymousLimits(db: Db, rules: AnonymousLimitRules = defaultAnonymousLimitRules): AnonymousLimits {
  let cleaner = true;
  const limiter = (rule: LimitRule, keyPrefix: string): Limiter => {
    // One limiter deletes the expired rows of the whole table; more would repeat its work.
    const clearExpiredByTimeout = cleaner;
    cleaner = false;
    return databaseLimiter(db, rule, keyPrefix, clearExpiredByTimeout);
  };
  const signInAddress = limiter(rules.signInPerAddress, 'signin-ip');
  const signInPair = limiter(rules.signInPerAccountAndAddress, 'signin-email-ip');
  const signInAccount = limiter(rules.signInPerAccount, 'signin-account');
  const resetAddress = limiter(rules.resetRequestPerAddress, 'reset-ip');
  const resetEmail = limiter(rules.resetRequestPerEmail, 'reset-email');
  const registerAddress = limiter(rules.registerPerAddress, 'register-ip');
  const registerEmail = limiter(rules.registerPerEmail, 'register-email');
  const confirmAddress = limiter(rules.resetConfirmPerAddress, 'reset-confirm-ip');
  const confirmLink = limiter(rules.resetConfirmPerLink, 'reset-confirm-link');
  const vitalsAddress = limiter(rules.vitalsPerAddress, 'vitals-ip');
  const pair = (ip: string, email: string) => `${email} ${ip}`;

  return {
    async signIn(ip, email) {
      // In this order, so attempts the address or the pair refuses never spend the account's budget:
      // an attacker at one address cannot slow the owner elsewhere.
      await consume(signInAddress, ip);
      await consume(signInPair, pair(ip, email));
      await consume(signInAccount, email);
    },
    async signedIn(ip, email) {
      await signInPair.delete(pair(ip, email));
      await signInAddress.reward(ip);
      await signInAccount.reward(email);
    },
    async resetRequest(ip, email) {
      await consume(resetAddress, ip);
      await consume(resetEmail, email);
    },
    async register(ip, email) {
      await consume(registerAddress, ip);
      await consume(registerEmail, email);
    },
    async resetConfirm(ip, tokenHash) {
      await consume(confirmAddress, ip);
      await consume(confirmLink, tokenHash);
    },
    // Counted by the address's hash: the speed figures are anonymous, and their counter holds no address either (it expires in a minute).
    vitalsBeacon: (ip) => consumeOrRefuse(vitalsAddress, createHash('sha256').update(ip).digest('base64url'), vitalsMessages.tooMany),
  };
}
