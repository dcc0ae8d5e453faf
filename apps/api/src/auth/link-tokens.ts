import { createHash } from 'node:crypto';

/**
 * What is kept of a token mailed in a link (a password reset, a team invitation): its SHA-256, so
 * a leaked table opens no account. The link carries the token; a request is matched by the hash.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
