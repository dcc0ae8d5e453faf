import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BcRecords } from '@portal/domain/catalog/business-central-records';
import type { Config } from '../config';

/**
 * A Business Central online simulator on 127.0.0.1 for the tests: Entra ID client-credentials
 * tokens (checks the client, the secret and the scope), API v2.0 `items` and `customers`, the
 * custom pages of docs/erp.md, server-driven paging with @odata.nextLink (Prefer:
 * odata.maxpagesize), `$filter=lastModifiedDateTime ge|gt …`, `$count=true`, and failures on
 * demand (429 with Retry-After, 5xx, OData errors). It counts every request and the most it
 * served at once.
 */
export interface SimulatedFailure {
  /** Entity set name ('items', 'priceListLines'…) or 'token'. */
  target: string;
  status: number;
  /** How many requests in a row fail; default 1. */
  times?: number;
  retryAfter?: string;
  body?: unknown;
}

export interface SimulatorRequest {
  method: string;
  target: string;
  url: string;
  prefer: string;
}

const credentials = {
  tenant: 'sim-tenant',
  clientId: 'portal-client',
  clientSecret: 'sim-secret',
  environment: 'production',
  companyId: '11111111-2222-3333-4444-555555555555',
};
const scope = 'https://api.businesscentral.dynamics.com/.default';

/** Custom API page entity set → the record list it serves. */
const customSets: Record<string, keyof BcRecords> = {
  priceListLines: 'priceListLines',
  bomComponents: 'bomComponents',
  itemUnitsOfMeasure: 'itemUnitsOfMeasure',
  itemAttributeValues: 'itemAttributes',
  customerPriceGroups: 'customerPriceGroups',
};

export async function startBcSimulator(initial: BcRecords, options: { responseDelayMs?: number; tokenLifetimeSeconds?: number } = {}) {
  let records = structuredClone(initial);
  const failures: SimulatedFailure[] = [];
  const tokens = new Map<string, number>();
  const stats = { tokenRequests: 0, apiRequests: 0, inFlight: 0, maxInFlight: 0, requests: [] as SimulatorRequest[] };
  let delayMs = options.responseDelayMs ?? 2;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal', ...headers });
    res.end(JSON.stringify(body));
  };
  const odataError = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { error: { code, message } });

  function takeFailure(target: string): SimulatedFailure | undefined {
    const f = failures.find((x) => x.target === target);
    if (!f) return undefined;
    f.times = (f.times ?? 1) - 1;
    if (f.times <= 0) failures.splice(failures.indexOf(f), 1);
    return f;
  }

  function sendFailure(res: ServerResponse, f: SimulatedFailure) {
    const body =
      f.body ??
      (f.status === 429
        ? { error: { code: 'Application_TooManyRequests', message: 'Too many requests reached.' } }
        : { error: { code: 'Internal_ServerError', message: 'Something went wrong.' } });
    json(res, f.status, body, f.retryAfter !== undefined ? { 'retry-after': f.retryAfter } : {});
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function handleToken(req: IncomingMessage, res: ServerResponse, tenant: string) {
    stats.tokenRequests += 1;
    const failure = takeFailure('token');
    if (failure) return sendFailure(res, failure);
    const form = new URLSearchParams(await readBody(req));
    if (tenant !== credentials.tenant) return json(res, 400, { error: 'invalid_request', error_description: `AADSTS90002: Tenant '${tenant}' not found.` });
    if (form.get('grant_type') !== 'client_credentials')
      return json(res, 400, { error: 'unsupported_grant_type', error_description: 'AADSTS70003: unsupported grant type' });
    if (form.get('client_id') !== credentials.clientId || form.get('client_secret') !== credentials.clientSecret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
    }
    if (form.get('scope') !== scope)
      return json(res, 400, { error: 'invalid_scope', error_description: `AADSTS70011: The provided value for scope ${form.get('scope')} is not valid.` });
    const token = randomUUID();
    const lifetime = options.tokenLifetimeSeconds ?? 3599;
    tokens.set(token, Date.now() + lifetime * 1000);
    return json(res, 200, { token_type: 'Bearer', expires_in: lifetime, ext_expires_in: lifetime, access_token: token });
  }

  function filterRows(rows: Record<string, unknown>[], filter: string | null): Record<string, unknown>[] | string {
    if (!filter) return rows;
    const m = /^lastModifiedDateTime (ge|gt) (\d{4}-\d{2}-\d{2}T[0-9:.]+Z)$/.exec(filter);
    if (!m) return `Could not parse the filter '${filter}'`;
    const at = Date.parse(m[2] as string);
    return rows.filter((r) => {
      const t = Date.parse(String(r.lastModifiedDateTime));
      return m[1] === 'ge' ? t >= at : t > at;
    });
  }

  function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const prefix = `/v2.0/${credentials.tenant}/${credentials.environment}/api/`;
    if (!url.pathname.startsWith(prefix)) return odataError(res, 404, 'BadRequest_NotFound', `The environment was not found: ${url.pathname}`);
    const rest = url.pathname.slice(prefix.length).split('/');
    const set = rest.at(-1) ?? '';
    const companyPart = rest.at(-2) ?? '';
    const apiPath = rest.slice(0, -2).join('/');
    const entity: keyof BcRecords | undefined =
      apiPath === 'v2.0' ? (set === 'items' || set === 'customers' ? set : undefined) : apiPath === 'portal/catalog/v1.0' ? customSets[set] : undefined;
    const prefer = String(req.headers.prefer ?? '');
    stats.requests.push({ method: req.method ?? 'GET', target: set, url: decodeURIComponent(url.pathname + url.search), prefer });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (!expires || expires < Date.now()) return odataError(res, 401, 'Authentication_InvalidCredentials', 'The server has rejected the client credentials.');
    const failure = takeFailure(set);
    if (failure) return sendFailure(res, failure);
    if (companyPart !== `companies(${credentials.companyId})`) return odataError(res, 404, 'BadRequest_NotFound', `Company not found: ${companyPart}`);
    if (!entity) return odataError(res, 404, 'BadRequest_NotFound', `No HTTP resource was found that matches the request URI '${url.pathname}'.`);
    const filtered = filterRows(records[entity] as unknown as Record<string, unknown>[], url.searchParams.get('$filter'));
    if (typeof filtered === 'string') return odataError(res, 400, 'BadRequest_InvalidFilter', filtered);
    const asked = Number(/odata\.maxpagesize=(\d+)/.exec(prefer)?.[1] ?? 20000);
    const pageSize = Math.max(1, Math.min(asked, 20000));
    const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
    const page = filtered.slice(skip, skip + pageSize);
    const body: Record<string, unknown> = { '@odata.context': `${url.origin}${prefix}$metadata#${set}`, value: page };
    if (url.searchParams.get('$count') === 'true') body['@odata.count'] = filtered.length;
    if (skip + pageSize < filtered.length) {
      const next = new URL(url);
      next.searchParams.set('$skiptoken', String(skip + pageSize));
      body['@odata.nextLink'] = next.toString();
    }
    return json(res, 200, body, { 'preference-applied': `odata.maxpagesize=${pageSize}` });
  }

  const server = createServer((req, res) => {
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    res.on('close', () => {
      stats.inFlight -= 1;
    });
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    // A little latency, so requests sent together are in flight together.
    setTimeout(() => {
      const token = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(url.pathname);
      if (token && req.method === 'POST') {
        handleToken(req, res, token[1] as string).catch(() => res.destroy());
        return;
      }
      stats.apiRequests += 1;
      handleApi(req, res, url);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    stats,
    credentials,
    get records() {
      return records;
    },
    /** Replaces what the ERP holds (a later import sees the change). */
    setRecords(next: BcRecords) {
      records = structuredClone(next);
    },
    fail(failure: SimulatedFailure) {
      failures.push({ ...failure });
    },
    /** Every issued token stops working (revoked, or the simulator restarted). */
    revokeTokens() {
      tokens.clear();
    },
    clearFailures() {
      failures.length = 0;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    resetStats() {
      Object.assign(stats, { tokenRequests: 0, apiRequests: 0, maxInFlight: 0, requests: [] });
    },
    requestsTo(target: string) {
      return stats.requests.filter((r) => r.target === target);
    },
    /** The configuration that points the portal at this simulator (fast retries for tests). */
    config(overrides: Partial<Config> = {}): Partial<Config> {
      return {
        BC_TENANT_ID: credentials.tenant,
        BC_CLIENT_ID: credentials.clientId,
        BC_CLIENT_SECRET: credentials.clientSecret,
        BC_ENVIRONMENT: credentials.environment,
        BC_COMPANY_ID: credentials.companyId,
        BC_AUTH_URL: base,
        BC_API_URL: base,
        BC_RETRY_BASE_MS: 5,
        BC_PAGE_SIZE: 10,
        ...overrides,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type BcSimulator = Awaited<ReturnType<typeof startBcSimulator>>;
