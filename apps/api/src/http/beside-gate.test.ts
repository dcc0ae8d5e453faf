import { describe, expect, it } from 'vitest';
import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import type { AuthResult } from '../auth/authenticate';
import { besideGate } from './require-user';

const dealer = { _id: 'u1', isApproved: true, storeAccess: true, isAdmin: false, isSuperAdmin: false, active: true } as PortalUser;

/** A request context whose session check answers `auth` and whose token names `userId`. */
const context = (auth: AuthResult, userId: string | undefined) => ({ auth: () => Promise.resolve(auth), tokenUserId: () => Promise.resolve(userId) });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: DomainError) => ({ code: err.code, message: err.message }),
  );

describe('besideGate', () => {
  it('returns what the read made once the gate lets the caller through; the read got the token’s account id', async () => {
    const seen: string[] = [];
    const result = await besideGate(context({ user: dealer }, 'u1'), 'store', async (caller) => {
      seen.push(caller.userId, (await caller.user)._id);
      return 'page';
    });
    expect(result).toBe('page');
    expect(seen).toEqual(['u1', 'u1']);
  });

  it('answers the gate’s refusal, never the read’s result, even when the read does not wait for the verdict', async () => {
    const ended = context({ user: null, reason: 'invalid' }, 'u1');
    expect(await refusal(besideGate(ended, 'store', () => Promise.resolve('page')))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please sign in again.',
    });
    const below = context({ user: { ...dealer, storeAccess: false } }, 'u1');
    expect(await refusal(besideGate(below, 'store', () => Promise.resolve('page')))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(besideGate(context({ user: dealer }, 'u1'), 'admin', () => Promise.resolve('page')))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a read failing beside a refusing gate answers the refusal; beside a passing gate, the read’s failure', async () => {
    const failing = () => Promise.reject(new DomainError('BAD_INPUT', 'limit: too big'));
    expect(await refusal(besideGate(context({ user: null, reason: 'invalid' }, 'u1'), 'store', failing))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await refusal(besideGate(context({ user: dealer }, 'u1'), 'store', failing))).toEqual({ code: 'BAD_INPUT', message: 'limit: too big' });
  });

  it('without a token nothing is read', async () => {
    let reads = 0;
    const result = besideGate(context({ user: null, reason: 'missing' }, undefined), 'store', () => Promise.resolve(++reads));
    expect(await refusal(result)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
    expect(reads).toBe(0);
  });
});
