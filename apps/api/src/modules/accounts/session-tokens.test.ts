import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createSessionTokens, sessionLifetimeSeconds } from './session-tokens';

const secret = new TextEncoder().encode('s'.repeat(48));

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token until it expires, also after it was verified (and remembered) once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    const tokens = await createSessionTokens(secret);
    const token = await tokens.sign({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    vi.setSystemTime(new Date(Date.parse('2026-11-21T08:00:00Z') + (sessionLifetimeSeconds - 60) * 1000));
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    vi.setSystemTime(new Date(Date.parse('2026-11-21T08:00:00Z') + (sessionLifetimeSeconds + 1) * 1000));
    expect(await tokens.verify(token)).toBeUndefined();
    // A fresh verifier (another instance) refuses it too.
    expect(await (await createSessionTokens(secret)).verify(token)).toBeUndefined();
  });

  it('refuses a token of another secret, issuer or audience, and one without expiry', async () => {
    const tokens = await createSessionTokens(secret);
    const signed = (s: Uint8Array, iss: string, aud: string, expires = true) => {
      const jwt = new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer(iss).setAudience(aud).setIssuedAt();
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(s);
    };
    expect(await tokens.verify(await signed(secret, 'dealer-portal', 'dealer-portal-web'))).toEqual({ userId: 'u1', tokenVersion: 0 });
    expect(await tokens.verify(await signed(new TextEncoder().encode('o'.repeat(48)), 'dealer-portal', 'dealer-portal-web'))).toBeUndefined();
    expect(await tokens.verify(await signed(secret, 'someone-else', 'dealer-portal-web'))).toBeUndefined();
    expect(await tokens.verify(await signed(secret, 'dealer-portal', 'another-app'))).toBeUndefined();
    expect(await tokens.verify(await signed(secret, 'dealer-portal', 'dealer-portal-web', false))).toBeUndefined();
  });

  it('refuses a token signed with the right secret that lives longer than the portal issues, or was issued in the future', async () => {
    const tokens = await createSessionTokens(secret);
    const forged = (issuedAt: number, lifetime: string) =>
      new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer('dealer-portal').setAudience('dealer-portal-web').setIssuedAt(issuedAt).setExpirationTime(lifetime).sign(secret);
    const now = Math.floor(Date.now() / 1000);
    expect(await tokens.verify(await forged(now, `${sessionLifetimeSeconds}s`))).toEqual({ userId: 'u1', tokenVersion: 0 });
    expect(await tokens.verify(await forged(now, '10y'))).toBeUndefined();
    expect(await tokens.verify(await forged(now, `${sessionLifetimeSeconds + 1}s`))).toBeUndefined();
    expect(await tokens.verify(await forged(now + 3600, '1h'))).toBeUndefined();
  });
});
