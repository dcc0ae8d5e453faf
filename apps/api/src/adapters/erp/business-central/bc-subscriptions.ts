import { z } from 'zod';
import { ErpError } from '../erp-source';
import { createBcHttp, describeCall, describeErrorBody, type HttpAnswer, type Sleep } from './bc-http';
import { createBcTokens } from './bc-token';
import type { BcSettings } from './bc-settings';

/** The record sets the portal subscribes to: a posted shipment (or its tracking, entered later on it) and a posted invoice. */
export type SubscribedSet = 'salesShipments' | 'salesInvoices';

/** A webhook subscription as Business Central holds it (API v2.0 `subscriptions`), the fields the portal uses. */
export interface ErpSubscription {
  id: string;
  notificationUrl: string;
  resource: string;
  clientState: string;
  /** When Business Central drops it unless renewed (three days after its creation or last renewal). */
  expirationDateTime: string;
  /** `@odata.etag`: a renewal sends it as If-Match. */
  etag: string;
}

export interface SubscriptionRequest {
  notificationUrl: string;
  resource: string;
  clientState: string;
}

/**
 * A renewal's outcome: the subscription renewed; `gone` (404: expired and removed, or deleted in
 * Business Central: create it again); `stale` (412: the etag is not the current one).
 */
export type Renewal = { kind: 'renewed'; subscription: ErpSubscription } | { kind: 'gone' } | { kind: 'stale' };

/** The port the subscriptions' keeper calls (modules/erp-sync/erp-subscriptions.ts); the tests give it fakes too. */
export interface ErpSubscriptions {
  /** The resource path Business Central expects for one of the company's record sets: `/api/v2.0/companies({id})/salesShipments`. */
  resourceOf(set: SubscribedSet): string;
  list(): Promise<ErpSubscription[]>;
  /** Null when Business Central holds no such subscription (any more). */
  get(id: string): Promise<ErpSubscription | null>;
  /** Business Central calls `notificationUrl` with a validationToken before it answers (the handshake); a failed handshake is an ErpError. */
  create(request: SubscriptionRequest): Promise<ErpSubscription>;
  /** PATCH with If-Match: three more days, and the notification URL and clientState as given (a handshake again). */
  renew(subscription: Pick<ErpSubscription, 'id' | 'etag'>, request: SubscriptionRequest): Promise<Renewal>;
}

const subscriptionSchema = z.object({
  subscriptionId: z.string().min(1),
  notificationUrl: z.string(),
  resource: z.string(),
  clientState: z.string().optional(),
  expirationDateTime: z.iso.datetime({ offset: true }),
  '@odata.etag': z.string().optional(),
});
const listSchema = z.object({ value: z.array(z.unknown()) });

/** The key as OData writes a string key: quoted, quotes doubled. */
const keyOf = (id: string) => `('${encodeURIComponent(id.replaceAll("'", "''"))}')`;

/**
 * Business Central's webhook subscriptions (API v2.0 `{api}/v2.0/subscriptions`, not per company:
 * the company is in each subscription's resource). Every call goes through bc-http (its retries of
 * 429/5xx and network failures, its timeout, the 5 requests in flight) with the token of
 * bc-token; a 401 signs in again, once. Failures are ErpErrors naming the call, never the token or
 * the clientState.
 */
export function createBusinessCentralSubscriptions(settings: BcSettings, options: { sleep?: Sleep } = {}): ErpSubscriptions {
  const http = createBcHttp(settings, options.sleep);
  const tokens = createBcTokens(settings, http);
  const base = `${settings.apiUrl}/v2.0/${encodeURIComponent(settings.tenantId)}/${encodeURIComponent(settings.environment)}/api/v2.0/subscriptions`;

  async function call(method: string, url: string, headers: Record<string, string> = {}, body?: unknown): Promise<HttpAnswer> {
    for (let refreshed = false; ; refreshed = true) {
      let token = '';
      const answer = await http.send(method, url, async () => {
        token = await tokens.token();
        return {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        };
      });
      if (answer.status === 401 && !refreshed) {
        tokens.invalidate(token);
        continue;
      }
      return answer;
    }
  }

  const failed = (method: string, url: string, answer: HttpAnswer) =>
    new ErpError(`${describeCall(method, url)} failed: HTTP ${answer.status} ${describeErrorBody(answer.body)}`.trim());

  function parse(method: string, url: string, answer: HttpAnswer): ErpSubscription {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      throw new ErpError(`${describeCall(method, url)}: the answer is not JSON`);
    }
    const result = subscriptionSchema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ErpError(
        `${describeCall(method, url)}: unexpected answer: field ${issue?.path.map(String).join('.') || 'answer'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const s = result.data;
    return {
      id: s.subscriptionId,
      notificationUrl: s.notificationUrl,
      resource: s.resource,
      clientState: s.clientState ?? '',
      expirationDateTime: s.expirationDateTime,
      etag: s['@odata.etag'] ?? answer.headers.get('etag') ?? '*',
    };
  }

  return {
    resourceOf: (set) => `/api/v2.0/companies(${settings.companyId})/${set}`,

    async list() {
      const answer = await call('GET', base);
      if (answer.status !== 200) throw failed('GET', base, answer);
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        throw new ErpError(`${describeCall('GET', base)}: the answer is not JSON`);
      }
      const listed = listSchema.safeParse(body);
      if (!listed.success) throw new ErpError(`${describeCall('GET', base)}: the answer has no "value" list`);
      // Another application's subscription of an odd shape is none of the portal's: left out.
      return listed.data.value.flatMap((row) => {
        try {
          return [parse('GET', base, { ...answer, body: JSON.stringify(row) })];
        } catch {
          return [];
        }
      });
    },

    async get(id) {
      const url = `${base}${keyOf(id)}`;
      const answer = await call('GET', url);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw failed('GET', url, answer);
      return parse('GET', url, answer);
    },

    async create(request) {
      const answer = await call('POST', base, {}, request);
      if (answer.status !== 201 && answer.status !== 200) throw failed('POST', base, answer);
      return parse('POST', base, answer);
    },

    async renew(subscription, request) {
      const url = `${base}${keyOf(subscription.id)}`;
      const answer = await call('PATCH', url, { 'if-match': subscription.etag || '*' }, request);
      if (answer.status === 404) return { kind: 'gone' };
      if (answer.status === 412) return { kind: 'stale' };
      if (answer.status !== 200) throw failed('PATCH', url, answer);
      return { kind: 'renewed', subscription: parse('PATCH', url, answer) };
    },
  };
}
