import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Business Central's webhook subscriptions, for the simulator (bc-simulator.ts routes to it): API
 * v2.0 `subscriptions` (GET lists them, POST creates one, and `subscriptions('{id}')`: GET, PATCH
 * renews, DELETE). As Business Central does, a POST or PATCH first calls the notification URL with
 * `?validationToken=…` and goes on only when the answer is 200 with that token as its body (else
 * 400); a subscription lives three days after its creation or last renewal, on a clock the test
 * moves (`advanceClock`), and an expired one is gone (404). A PATCH needs If-Match (its
 * `@odata.etag`, or `*`): another is 412.
 *
 * `notifySubscribers(set)` sends what Business Central sends (after its 30-second delay) to every
 * subscription of that set: `{ value: [{ subscriptionId, clientState, expirationDateTime, resource,
 * changeType, lastModifiedDateTime }] }`. As there, an answer that is not 2xx, 408, 429 or 5xx
 * deletes the subscription.
 */

export type SubscribedSet = 'salesShipments' | 'salesInvoices';

export interface SimulatedSubscription {
  subscriptionId: string;
  notificationUrl: string;
  resource: string;
  clientState: string;
  expirationDateTime: string;
  lastModifiedDateTime: string;
  etag: string;
}

interface Reply {
  status: number;
  body?: unknown;
}

const lifetimeMs = 3 * 24 * 60 * 60_000;
const itemRoute = /^v2\.0\/subscriptions\('((?:[^']|'')*)'\)$/;
const resourcePattern = /^\/?api\/v2\.0\/companies\(([^)]+)\)\/([A-Za-z]+)$/;
/** The record sets Business Central sends notifications of (webhookSupportedResources), among those the portal may ask for. */
const supportedSets = new Set(['salesShipments', 'salesInvoices', 'salesOrders', 'customers', 'items']);
const refusal = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createSubscriptionsSimulation(options: { companyId: string }) {
  const subscriptions = new Map<string, SimulatedSubscription>();
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  /** Every handshake and notification sent, with the status it got (what tests read back). */
  const calls: { kind: 'handshake' | 'notification'; url: string; status: number }[] = [];

  /** Drops the expired ones, as Business Central's clean-up does. */
  function live(): SimulatedSubscription[] {
    for (const [id, s] of subscriptions) if (Date.parse(s.expirationDateTime) <= now()) subscriptions.delete(id);
    return [...subscriptions.values()];
  }

  const presented = (s: SimulatedSubscription) => {
    const { etag, ...rest } = s;
    return { '@odata.etag': etag, ...rest, userId: '00000000-0000-0000-0000-000000000001' };
  };

  /** The validation handshake: 200 with exactly the token as the body, within five seconds. */
  async function handshake(notificationUrl: string): Promise<boolean> {
    const token = randomBytes(16).toString('hex');
    const url = new URL(notificationUrl);
    url.searchParams.set('validationToken', token);
    try {
      const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(5000) });
      const text = await res.text();
      calls.push({ kind: 'handshake', url: notificationUrl, status: res.status });
      return res.status === 200 && text === token;
    } catch {
      calls.push({ kind: 'handshake', url: notificationUrl, status: 0 });
      return false;
    }
  }

  function checked(raw: unknown, partial: boolean): { notificationUrl?: string; resource?: string; clientState?: string } | Reply {
    if (!isRecord(raw)) return refusal(400, 'BadRequest_InvalidRequestBody', 'The request body must be a JSON object.');
    const { notificationUrl, resource, clientState } = raw;
    if (notificationUrl !== undefined || !partial) {
      if (typeof notificationUrl !== 'string' || !/^https?:\/\//.test(notificationUrl))
        return refusal(400, 'BadRequest', 'The notificationUrl must be an absolute http(s) URL.');
    }
    if (resource !== undefined || !partial) {
      const m = typeof resource === 'string' ? resourcePattern.exec(resource) : null;
      if (!m) return refusal(400, 'BadRequest', `The resource '${String(resource)}' is not valid.`);
      if (m[1] !== options.companyId) return refusal(404, 'BadRequest_NotFound', `Company not found: companies(${m[1]})`);
      if (!supportedSets.has(m[2] as string)) return refusal(400, 'BadRequest', `The resource '${resource as string}' does not support webhooks.`);
    }
    if (clientState !== undefined && (typeof clientState !== 'string' || clientState.length > 2048))
      return refusal(400, 'BadRequest', 'The clientState must be a string of at most 2048 characters.');
    return {
      ...(typeof notificationUrl === 'string' ? { notificationUrl } : {}),
      ...(typeof resource === 'string' ? { resource } : {}),
      ...(typeof clientState === 'string' ? { clientState } : {}),
    };
  }

  const newEtag = () => `W/"JzE5OzE${randomBytes(6).toString('hex')}7Jw=="`;

  async function create(raw: unknown): Promise<Reply> {
    const input = checked(raw, false);
    if ('status' in input) return input;
    if (!(await handshake(input.notificationUrl as string)))
      return refusal(400, 'BadRequest', 'The subscription could not be validated: the notification URL did not echo the validation token.');
    const at = new Date(now());
    const subscription: SimulatedSubscription = {
      subscriptionId: randomUUID().replaceAll('-', ''),
      notificationUrl: input.notificationUrl as string,
      resource: input.resource as string,
      clientState: input.clientState ?? '',
      expirationDateTime: new Date(at.getTime() + lifetimeMs).toISOString(),
      lastModifiedDateTime: at.toISOString(),
      etag: newEtag(),
    };
    subscriptions.set(subscription.subscriptionId, subscription);
    return { status: 201, body: presented(subscription) };
  }

  async function renew(id: string, raw: unknown, ifMatch: string | undefined): Promise<Reply> {
    const current = live().find((s) => s.subscriptionId === id);
    if (!current) return refusal(404, 'BadRequest_NotFound', `The subscription '${id}' does not exist.`);
    if (!ifMatch) return refusal(428, 'Precondition_Required', 'The If-Match header is required.');
    if (ifMatch !== '*' && ifMatch !== current.etag) return refusal(412, 'Request_EntityChanged', 'Another user has already changed the record.');
    const input = checked(raw, true);
    if ('status' in input) return input;
    const notificationUrl = input.notificationUrl ?? current.notificationUrl;
    if (!(await handshake(notificationUrl)))
      return refusal(400, 'BadRequest', 'The subscription could not be validated: the notification URL did not echo the validation token.');
    const at = new Date(now());
    Object.assign(current, {
      ...input,
      notificationUrl,
      expirationDateTime: new Date(at.getTime() + lifetimeMs).toISOString(),
      lastModifiedDateTime: at.toISOString(),
      etag: newEtag(),
    });
    return { status: 200, body: presented(current) };
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function reply(req: IncomingMessage, path: string, method: string): Promise<Reply> {
    const item = itemRoute.exec(path);
    const id = item ? (item[1] as string).replaceAll("''", "'") : undefined;
    if (method === 'GET' && id === undefined) return { status: 200, body: { value: live().map(presented) } };
    if (method === 'GET') {
      const found = live().find((s) => s.subscriptionId === id);
      return found ? { status: 200, body: presented(found) } : refusal(404, 'BadRequest_NotFound', `The subscription '${id}' does not exist.`);
    }
    if (method === 'DELETE' && id !== undefined) {
      if (!live().some((s) => s.subscriptionId === id)) return refusal(404, 'BadRequest_NotFound', `The subscription '${id}' does not exist.`);
      subscriptions.delete(id);
      return { status: 204 };
    }
    if ((method === 'POST' && id === undefined) || (method === 'PATCH' && id !== undefined)) {
      let raw: unknown;
      try {
        raw = JSON.parse(await readBody(req));
      } catch {
        return refusal(400, 'BadRequest_InvalidRequestBody', 'The request body is not valid JSON.');
      }
      const ifMatch = req.headers['if-match'];
      return id === undefined ? create(raw) : renew(id, raw, Array.isArray(ifMatch) ? ifMatch[0] : ifMatch);
    }
    return refusal(405, 'BadRequest_MethodNotAllowed', `${method} is not allowed here.`);
  }

  /** Sends one set's notification to every live subscription of it; the statuses the portal answered, in order. */
  async function notifySubscribers(
    set: SubscribedSet,
    options: { changeType?: 'created' | 'updated' | 'deleted' | 'collection'; clientState?: string; body?: string } = {},
  ): Promise<number[]> {
    const statuses: number[] = [];
    for (const s of live().filter((x) => resourcePattern.exec(x.resource)?.[2] === set)) {
      const changeType = options.changeType ?? 'created';
      const resource = `${s.resource.replace(/^\//, '')}${changeType === 'collection' ? '' : `(${randomUUID()})`}`;
      const entry = {
        subscriptionId: s.subscriptionId,
        clientState: options.clientState ?? s.clientState,
        expirationDateTime: s.expirationDateTime,
        resource,
        changeType,
        lastModifiedDateTime: new Date(now()).toISOString(),
      };
      let status = 0;
      try {
        const res = await fetch(s.notificationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: options.body ?? JSON.stringify({ value: [entry] }),
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0;
      }
      calls.push({ kind: 'notification', url: s.notificationUrl, status });
      statuses.push(status);
      // Business Central retries 408, 429 and 5xx (and no answer) for 36 hours; any other refusal ends the subscription.
      const retried = status === 0 || status === 408 || status === 429 || status >= 500;
      if (!retried && (status < 200 || status >= 300)) subscriptions.delete(s.subscriptionId);
    }
    return statuses;
  }

  return {
    /**
     * Answers the request when `path` (after `/api/`) is `v2.0/subscriptions` or `v2.0/subscriptions('…')`,
     * and says so; false leaves it to the simulator's other routes. Called after the token was checked.
     */
    serve(req: IncomingMessage, res: ServerResponse, path: string, method: string): boolean {
      if (path !== 'v2.0/subscriptions' && !itemRoute.test(path)) return false;
      reply(req, path, method).then(
        (answer) => {
          res.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json; odata.metadata=minimal' });
          res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
        },
        () => res.destroy(),
      );
      return true;
    },
    /** Spread onto the simulator. */
    controls: {
      /** The subscriptions held now (expired ones dropped), as Business Central holds them: copies. */
      heldSubscriptions(): SimulatedSubscription[] {
        return live().map((s) => ({ ...s }));
      },
      /** Every handshake and notification the simulator sent, with the status each got. */
      webhookCalls: calls,
      notifySubscribers,
      /** Moves the subscriptions' clock (expirations) forward; the rest of the simulator keeps real time. */
      advanceClock(ms: number) {
        clockOffsetMs += ms;
      },
      /** The subscriptions' clock now (ms since the epoch). */
      now,
      /** Forgets every subscription (as deleted in Business Central): a renewal is answered 404. */
      clearSubscriptions() {
        subscriptions.clear();
      },
    },
  };
}
