import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '@portal/db/create-db';
import { getOrCreateSetting } from '@portal/db/queries/settings';

const issuer = 'dealer-portal';
const audience = 'dealer-portal-web';
const algorithm = 'HS256';
export const sessionLifetimeSeconds = 12 * 60 * 60;
/** How far ahead of this clock another instance's may be. */
const clockSkewSeconds = 60;

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims, or undefined for anything not a valid, unexpired token of ours. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

/** JWT_SECRET, or one generated once and stored in the database so every instance shares it. */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  const secret = configured ?? (await getOrCreateSetting(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}

/**
 * Every request verifies its token: the key is imported once, and a token already verified is
 * remembered until it expires (its signature cannot become valid or invalid later). Whether the
 * account still accepts it (token version, deleted account) is checked against the database on
 * every request, never cached.
 */
export async function createSessionTokens(secret: Uint8Array): Promise<SessionTokens> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new LRUCache<string, SessionClaims & { expiresAtMs: number }>({ max: 10_000 });
  return {
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${sessionLifetimeSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return Date.now() < known.expiresAtMs ? { userId: known.userId, tokenVersion: known.tokenVersion } : undefined;
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: [algorithm] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return undefined;
        // A token living longer than the portal issues was not made by it, whatever its signature.
        if (payload.exp - payload.iat > sessionLifetimeSeconds || payload.iat > Date.now() / 1000 + clockSkewSeconds) return undefined;
        const claims = { userId: payload.sub, tokenVersion: payload.ver };
        verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
