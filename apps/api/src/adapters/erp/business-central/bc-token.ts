import { ErpError } from '../erp-source';
import { describeCall, describeErrorBody, type BcHttp } from './bc-http';
import type { BcSettings } from './bc-settings';

/** The resource every Business Central online API token is issued for, whatever host serves the API. */
export const businessCentralScope = 'https://api.businesscentral.dynamics.com/.default';

/**
 * OAuth2 client credentials against Microsoft Entra ID. The token is cached until shortly
 * before it expires (5 minutes, or a tenth of a short lifetime), and concurrent callers share
 * one sign-in instead of each asking for a token.
 */
export function createBcTokens(settings: Pick<BcSettings, 'authUrl' | 'tenantId' | 'clientId' | 'clientSecret'>, http: BcHttp, now = () => Date.now()) {
  let cached: { token: string; refreshAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const url = `${settings.authUrl}/${encodeURIComponent(settings.tenantId)}/oauth2/v2.0/token`;

  async function signIn(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      scope: businessCentralScope,
    });
    const answer = await http.send('POST', url, () => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    }));
    if (answer.status < 200 || answer.status >= 300) {
      throw new ErpError(
        `Signing in to Business Central failed (${describeCall('POST', url)}): HTTP ${answer.status} ${describeErrorBody(answer.body)}`.trim(),
      );
    }
    let parsed: { access_token?: unknown; expires_in?: unknown };
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      throw new ErpError(`Signing in to Business Central failed (${describeCall('POST', url)}): the answer is not JSON`);
    }
    if (typeof parsed.access_token !== 'string')
      throw new ErpError(`Signing in to Business Central failed (${describeCall('POST', url)}): no access_token in the answer`);
    const lifetimeMs = Number(parsed.expires_in ?? 3599) * 1000;
    const margin = Math.min(5 * 60_000, lifetimeMs / 10);
    cached = { token: parsed.access_token, refreshAt: now() + lifetimeMs - margin };
    return parsed.access_token;
  }

  return {
    async token(): Promise<string> {
      if (cached && now() < cached.refreshAt) return cached.token;
      pending ??= signIn().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** The API refused the token (revoked, clock skew): the next call signs in again. */
    invalidate(token: string) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
