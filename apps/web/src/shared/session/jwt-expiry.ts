/** Reads the `exp` claim (seconds) of a JWT without verifying it; the server verifies. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
    return null;
  } catch {
    return null;
  }
}

/** A token we cannot read counts as expired: spec §4 logs out on an expired or missing token. */
export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt <= now;
}
