import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '@portal/db/create-db';
import { getOrCreateSetting } from '@portal/db/queries/settings';

const issuer = 'dealer-portal';
const audience = 'dealer-portal-web';
const algorithm = 'HS256';
export const sessionLifetimeSeconds = 12 * 60 * 60;

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

export function createSessionTokens(secret: Uint8Array): SessionTokens {
  return {
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${sessionLifetimeSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, audience, algorithms: [algorithm] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch {
        return undefined;
      }
    },
  };
}
