import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import { loadJwtSecretFile } from '../adapters/secrets/secret-files';

const issuer = 'dealer-portal';
const audience = 'dealer-portal-web';
const algorithm = 'HS256';
/** How far ahead of this clock another instance's may be. */
const clockSkewSeconds = 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
  /** The session row the token belongs to (sessions table): signing out deletes it. */
  sessionId: string;
}

export interface SessionTokens {
  /** How long a token it signs lives (SESSION_LIFETIME_HOURS). */
  lifetimeSeconds: number;
  sign(claims: SessionClaims): Promise<string>;
  /** The claims, or undefined for anything not a valid, unexpired token of ours. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

export const sessionLifetimeSecondsOf = (config: Pick<Config, 'SESSION_LIFETIME_HOURS'>) => config.SESSION_LIFETIME_HOURS * 60 * 60;

/**
 * JWT_SECRET, or the embedded default's secret generated once into DATA_DIR/jwt-secret (mode
 * 0600). Never the database: whoever reads it would forge any account's session.
 */
export async function loadJwtSecret(config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>): Promise<Uint8Array> {
  return new TextEncoder().encode(config.JWT_SECRET ?? (await loadJwtSecretFile(config.DATA_DIR)));
}

/**
 * Every request verifies its token: the key is imported once, and a token already verified is
 * remembered until it expires (its signature cannot become valid or invalid later). Whether the
 * account still accepts it (token version, deleted account) is checked against the database on
 * every request, never cached, and so is whether its session is still open (signed out): the
 * cache only spares the signature check.
 */
export async function createSessionTokens(secret: Uint8Array, lifetimeSeconds: number): Promise<SessionTokens> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new LRUCache<string, SessionClaims & { expiresAtMs: number }>({ max: 10_000 });
  return {
    lifetimeSeconds,
    async sign({ userId, tokenVersion, sessionId }) {
      return new SignJWT({ ver: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return Date.now() < known.expiresAtMs ? { userId: known.userId, tokenVersion: known.tokenVersion, sessionId: known.sessionId } : undefined;
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: [algorithm] });
        const { sub, ver, sid, exp, iat } = payload;
        // A token without a session (made before sessions existed) is refused: its owner signs in again.
        if (
          typeof sub !== 'string' ||
          typeof ver !== 'number' ||
          typeof sid !== 'string' ||
          !uuidPattern.test(sid) ||
          typeof exp !== 'number' ||
          typeof iat !== 'number'
        )
          return undefined;
        // A token living longer than the portal issues was not made by it, whatever its signature.
        if (exp - iat > lifetimeSeconds || iat > Date.now() / 1000 + clockSkewSeconds) return undefined;
        const claims = { userId: sub, tokenVersion: ver, sessionId: sid };
        verified.set(token, { ...claims, expiresAtMs: exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
