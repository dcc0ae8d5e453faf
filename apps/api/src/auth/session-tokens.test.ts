import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createSessionTokens } from './session-tokens';

const secret = new TextEncoder().encode('s'.repeat(48));
const sessionLifetimeSeconds = 12 * 60 * 60;
const sid = '3b241101-e2bb-4255-8caf-4136c566a962';
const claims = { userId: 'u1', tokenVersion: 3, sessionId: sid };

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token until it expires, also after it was verified (and remembered) once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    const tokens = await createSessionTokens(secret, sessionLifetimeSeconds);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-11-21T08:00:00Z') + (sessionLifetimeSeconds - 60) * 1000));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-11-21T08:00:00Z') + (sessionLifetimeSeconds + 1) * 1000));
    expect(await tokens.verify(token)).toBeUndefined();
    // A fresh verifier (another instance) refuses it too.
    expect(await (await createSessionTokens(secret, sessionLifetimeSeconds)).verify(token)).toBeUndefined();
  });

  it('refuses a token of another secret, issuer or audience, and one without expiry', async () => {
    const tokens = await createSessionTokens(secret, sessionLifetimeSeconds);
    const signed = (s: Uint8Array, iss: string, aud: string, expires = true) => {
      const jwt = new SignJWT({ ver: 0, sid }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer(iss).setAudience(aud).setIssuedAt();
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(s);
    };
    expect(await tokens.verify(await signed(secret, 'dealer-portal', 'dealer-portal-web'))).toEqual({ userId: 'u1', tokenVersion: 0, sessionId: sid });
    expect(await tokens.verify(await signed(new TextEncoder().encode('o'.repeat(48)), 'dealer-portal', 'dealer-portal-web'))).toBeUndefined();
    expect(await tokens.verify(await signed(secret, 'someone-else', 'dealer-portal-web'))).toBeUndefined();
    expect(await tokens.verify(await signed(secret, 'dealer-portal', 'another-app'))).toBeUndefined();
    expect(await tokens.verify(await signed(secret, 'dealer-portal', 'dealer-portal-web', false))).toBeUndefined();
  });

  it('refuses a token signed with the right secret that lives longer than the portal issues, or was issued in the future', async () => {
    const tokens = await createSessionTokens(secret, sessionLifetimeSeconds);
    const forged = (issuedAt: number, lifetime: string) =>
      new SignJWT({ ver: 0, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setIssuer('dealer-portal')
        .setAudience('dealer-portal-web')
        .setIssuedAt(issuedAt)
        .setExpirationTime(lifetime)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    expect(await tokens.verify(await forged(now, `${sessionLifetimeSeconds}s`))).toEqual({ userId: 'u1', tokenVersion: 0, sessionId: sid });
    expect(await tokens.verify(await forged(now, '10y'))).toBeUndefined();
    expect(await tokens.verify(await forged(now, `${sessionLifetimeSeconds + 1}s`))).toBeUndefined();
    expect(await tokens.verify(await forged(now + 3600, '1h'))).toBeUndefined();
  });

  it('refuses a token without a session id (made before sign-out existed) or with one not of ours', async () => {
    const tokens = await createSessionTokens(secret, sessionLifetimeSeconds);
    const withSid = (payload: Record<string, unknown>) =>
      new SignJWT({ ver: 0, ...payload })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u1')
        .setIssuer('dealer-portal')
        .setAudience('dealer-portal-web')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    expect(await tokens.verify(await withSid({ sid }))).toEqual({ userId: 'u1', tokenVersion: 0, sessionId: sid });
    expect(await tokens.verify(await withSid({}))).toBeUndefined();
    expect(await tokens.verify(await withSid({ sid: 'not-a-session' }))).toBeUndefined();
    expect(await tokens.verify(await withSid({ sid: 42 }))).toBeUndefined();
  });

  it('issues tokens for the lifetime it is given and refuses longer ones', async () => {
    const hour = await createSessionTokens(secret, 3600);
    const token = await hour.sign(claims);
    const { exp, iat } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };
    expect(exp - iat).toBe(3600);
    // A token of the 12-hour default is refused once the lifetime is an hour.
    expect(await hour.verify(await (await createSessionTokens(secret, sessionLifetimeSeconds)).sign(claims))).toBeUndefined();
  });
});
