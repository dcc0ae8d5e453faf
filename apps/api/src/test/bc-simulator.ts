import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BcRecords } from '@portal/domain/catalog/business-central-records';
import type { Config } from '../config';
import { createDocumentsSimulation } from './bc-simulator-documents';
import { createSubscriptionsSimulation } from './bc-simulator-subscriptions';

/**
 * A Business Central online simulator on 127.0.0.1 for the tests: Entra ID client-credentials
 * tokens (checks the client, the secret and the scope), API v2.0 `items` and `customers`, the
 * custom pages of docs/erp.md, server-driven paging with @odata.nextLink (Prefer:
 * odata.maxpagesize), `$filter=lastModifiedDateTime ge|gt …`, `$count=true`, and failures on
 * demand (429 with Retry-After, 5xx, OData errors, answers lost or never sent). It counts every
 * request and the most it served at once.
 *
 * Sales orders (API v2.0 `salesOrders` and `salesOrders({id})/salesOrderLines`) are held in memory:
 * looked up with `$filter=externalDocumentNumber eq '…'` (quotes doubled) and `$expand=salesOrderLines`,
 * created with their lines inline (a deep insert, all or nothing) or line by line. Refusals are
 * HTTP 400 in Business Central's shape `{"error":{"code","message"}}`:
 * - an unknown customer or item: `Internal_RecordNotFound`, "The Customer does not exist. Identification
 *   fields and values: No.='C999'" (or "The Item …");
 * - a customer blocked with type All: `Application_DialogException`;
 * - a second line at a sequence the order already holds (the line's key, "Line No."):
 *   `Internal_EntityWithSameKeyExists`, "The record in table Sales Line already exists. …";
 * - lines sent inside the header while `refuseInlineLines(true)`: `BadRequest_NotSupported`,
 *   "Deep insert is not supported for the navigation property 'salesOrderLines'." (the refusal the
 *   Business Central adapter falls back on, sending the header and then each line by itself).
 * Business Central has no unique key on `externalDocumentNumber`, nor has the simulator: two POSTs of
 * one order make two sales orders, as they would there.
 *
 * Besides failures scripted one by one (`fail`, `dropAfterCommit`, `hang`), `faultRates` injects them
 * by probability on the sales order requests, from a seeded random (scripts/erp-faults.ts); `outage`
 * refuses (503) or holds every request, the token endpoint's too, until it is turned off.
 */
export interface SimulatedFailure {
  /** Entity set name ('items', 'priceListLines', 'salesOrders', 'salesOrderLines'…) or 'token'. */
  target: string;
  status: number;
  /** How many requests in a row fail; default 1. */
  times?: number;
  retryAfter?: string;
  body?: unknown;
  /** Only requests of this method ('GET', 'POST'); any method when absent. */
  method?: string;
  /** A POST is applied first and then answered with this failure ("5xx after commit"); only a write that succeeded takes it. */
  afterCommit?: boolean;
}

/** A request whose answer never comes: `dropAfterCommit` (the connection is cut) or `hang` (held until the client gives up). */
export interface SimulatedLostAnswer {
  target: SalesTarget;
  /** How many requests in a row; default 1. */
  times?: number;
  /** Only requests of this method; any when absent. A write kept before its answer is lost is always a POST. */
  method?: string;
}

export type SalesTarget = 'salesOrders' | 'salesOrderLines';

/**
 * Faults by probability on the sales order requests (salesOrders and salesOrderLines), drawn from a
 * seeded random so a run is repeatable. Each request draws once before anything is done (503, else
 * 429, by their rates; lookups and writes alike) and, for a POST that was applied, once more
 * (`dropAfterCommit`: the write is kept, its connection cut before any answer). Rates are 0 to 1.
 */
export interface SimulatedFaultRates {
  /** Share of the applied POSTs whose answer is lost (the connection is cut after the commit). */
  dropAfterCommit?: number;
  /** Share of the requests answered 503 before anything is done. */
  status503?: number;
  /** Share of the requests answered 429 (with `retryAfter`) before anything is done. */
  status429?: number;
  /** The 429s' Retry-After, in seconds; default '1'. */
  retryAfter?: string;
}

/** What the probabilistic faults did, by kind, method and target (e.g. `dropAfterCommit POST salesOrders`). */
export type FaultCounts = Record<string, number>;

/** mulberry32: a small seeded generator of numbers in [0, 1), the same sequence for the same seed. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sales order line as Business Central lists it (API v2.0 salesOrderLine, the fields the portal uses). */
export interface SimulatedSalesOrderLine {
  id: string;
  documentId: string;
  sequence: number;
  lineType: string;
  lineObjectNumber: string;
  description: string;
  unitOfMeasureCode: string;
  quantity: number;
  unitPrice: number;
  amountExcludingTax: number;
}

/** A sales order as Business Central lists it (API v2.0 salesOrder), with its lines. */
export interface SimulatedSalesOrder {
  id: string;
  number: string;
  externalDocumentNumber: string;
  customerNumber: string;
  currencyCode: string;
  orderDate: string;
  totalAmountExcludingTax: number;
  lastModifiedDateTime: string;
  salesOrderLines: SimulatedSalesOrderLine[];
}

/** What a request does when it is taken by a fault: a status answer, a cut connection, or no answer at all. */
type Fault = ({ kind: 'status'; status: number; retryAfter?: string | undefined; body?: unknown } | { kind: 'drop' } | { kind: 'hang' }) & {
  target: string;
  times: number;
  method?: string | undefined;
  afterCommit: boolean;
};

/** An API answer before it is sent (a POST's answer may still be lost). */
interface Reply {
  status: number;
  body: unknown;
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

/** Amounts as Business Central keeps them: to the cent (a line's is quantity × unit price). */
const toCents = (amount: number) => Math.round(amount * 100) / 100;
const salesRoute = /^v2\.0\/companies\(([^)]*)\)\/salesOrders(?:\(([^)]*)\)\/salesOrderLines)?$/;
const filterByExternalNumber = /^externalDocumentNumber eq '((?:[^']|'')*)'$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function startBcSimulator(initial: BcRecords, options: { responseDelayMs?: number; tokenLifetimeSeconds?: number } = {}) {
  let records = structuredClone(initial);
  const faults: Fault[] = [];
  const tokens = new Map<string, number>();
  const stats = { tokenRequests: 0, apiRequests: 0, inFlight: 0, maxInFlight: 0, requests: [] as SimulatorRequest[] };
  let delayMs = options.responseDelayMs ?? 2;
  let salesOrders: SimulatedSalesOrder[] = [];
  let nextOrderNumber = 101001;
  let inlineLinesRefused = false;
  /** Business Central away (`outage`): every request refused with 503, or held without an answer; counted. */
  let outageMode: 'refuse' | 'hang' | undefined;
  let outageRequests = 0;
  // Shipments, tracking and invoices posted from the sales orders (bc-simulator-documents.ts).
  const documents = createDocumentsSimulation({ companyId: credentials.companyId, salesOrders: () => salesOrders });
  // Webhook subscriptions, their handshake and notifications (bc-simulator-subscriptions.ts).
  const subscriptions = createSubscriptionsSimulation({ companyId: credentials.companyId });
  let rates: { dropAfterCommit: number; status503: number; status429: number; retryAfter: string; random: () => number } | undefined;
  const faultCounts: FaultCounts = {};

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal', ...headers });
    res.end(JSON.stringify(body));
  };
  const odataError = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { error: { code, message } });
  const refusal = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });

  /**
   * The first fault for this request, counted down. 'before' faults stop a request before it does
   * anything; 'after' ones (POST only) take a write that succeeded.
   */
  function takeFault(target: string, method: string, phase: 'before' | 'after'): Fault | undefined {
    const f = faults.find((x) => x.target === target && (x.method === undefined || x.method === method) && x.afterCommit === (phase === 'after'));
    if (!f) return undefined;
    f.times -= 1;
    if (f.times <= 0) faults.splice(faults.indexOf(f), 1);
    return f;
  }

  /** A fault drawn by the rates (faultRates) for a sales request, after the scripted ones found none. */
  function drawFault(target: SalesTarget, method: string, phase: 'before' | 'after'): Fault | undefined {
    if (!rates) return undefined;
    const r = rates.random();
    const base = { target, method, times: 1, afterCommit: phase === 'after' };
    let fault: Fault | undefined;
    let kind = '';
    if (phase === 'after') {
      if (r < rates.dropAfterCommit) [fault, kind] = [{ kind: 'drop', ...base }, 'dropAfterCommit'];
    } else if (r < rates.status503) {
      [fault, kind] = [{ kind: 'status', status: 503, ...base }, 'status503'];
    } else if (r < rates.status503 + rates.status429) {
      [fault, kind] = [{ kind: 'status', status: 429, retryAfter: rates.retryAfter, ...base }, 'status429'];
    }
    if (fault) faultCounts[`${kind} ${method} ${target}`] = (faultCounts[`${kind} ${method} ${target}`] ?? 0) + 1;
    return fault;
  }

  function sendFault(res: ServerResponse, f: Fault) {
    if (f.kind === 'drop') {
      // No status line, no body: the client sees the connection end (as when a proxy or the network cuts it).
      res.destroy();
      return;
    }
    // Held open without a word: the client's timeout ends it (close() ends what is left).
    if (f.kind === 'hang') return;
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
    const fault = takeFault('token', req.method ?? 'POST', 'before');
    if (fault) return sendFault(res, fault);
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

  // ---- Sales orders -------------------------------------------------------------------------

  /** An order as the API answers it: its lines only when asked for with $expand=salesOrderLines. */
  function presented(order: SimulatedSalesOrder, withLines: boolean): Record<string, unknown> {
    const { salesOrderLines, ...header } = structuredClone(order);
    return withLines ? { ...header, salesOrderLines } : header;
  }

  function readSalesOrders(url: URL): Reply {
    const filter = url.searchParams.get('$filter');
    let rows = salesOrders;
    if (filter !== null) {
      const m = filterByExternalNumber.exec(filter);
      if (!m) return refusal(400, 'BadRequest_InvalidFilter', `Could not parse the filter '${filter}'`);
      const wanted = (m[1] as string).replaceAll("''", "'");
      rows = rows.filter((o) => o.externalDocumentNumber === wanted);
    }
    const withLines = url.searchParams.get('$expand') === 'salesOrderLines';
    return { status: 200, body: { value: rows.map((o) => presented(o, withLines)) } };
  }

  const orderNotFound = (id: string) => refusal(404, 'BadRequest_NotFound', `The sales order with id '${id}' does not exist.`);

  /** A line as Business Central would insert it, or its refusal; `taken` are the sequences the order (or the request) holds. */
  function newLine(raw: unknown, order: { id: string; number: string }, taken: Set<number>): SimulatedSalesOrderLine | Reply {
    if (!isRecord(raw)) return refusal(400, 'BadRequest_InvalidRequestBody', 'A sales order line must be a JSON object.');
    const sequence = typeof raw.sequence === 'number' ? raw.sequence : Math.max(0, ...taken) + 10000;
    if (taken.has(sequence)) {
      return refusal(
        400,
        'Internal_EntityWithSameKeyExists',
        `The record in table Sales Line already exists. Identification fields and values: Document Type='Order',Document No.='${order.number}',` +
          `Line No.='${sequence}'`,
      );
    }
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
    const base = { id: randomUUID(), documentId: order.id, sequence, description: text(raw.description), lineObjectNumber: '', unitOfMeasureCode: '' };
    if (raw.lineType === 'Comment') return { ...base, lineType: 'Comment', quantity: 0, unitPrice: 0, amountExcludingTax: 0 };
    if (raw.lineType !== 'Item') return refusal(400, 'BadRequest_InvalidRequestBody', `The line type '${text(raw.lineType)}' is not supported.`);
    const item = records.items.find((i) => i.number === raw.lineObjectNumber);
    if (!item) {
      return refusal(400, 'Internal_RecordNotFound', `The Item does not exist. Identification fields and values: No.='${text(raw.lineObjectNumber)}'`);
    }
    const quantity = num(raw.quantity, 0);
    const unitPrice = num(raw.unitPrice, item.unitPrice);
    return {
      ...base,
      lineType: 'Item',
      lineObjectNumber: item.number,
      description: base.description || item.displayName,
      unitOfMeasureCode: text(raw.unitOfMeasureCode) || item.baseUnitOfMeasureCode,
      quantity,
      unitPrice,
      amountExcludingTax: toCents(quantity * unitPrice),
    };
  }

  function addToOrder(order: SimulatedSalesOrder, lines: SimulatedSalesOrderLine[]) {
    order.salesOrderLines.push(...lines);
    order.salesOrderLines.sort((a, b) => a.sequence - b.sequence);
    order.totalAmountExcludingTax = toCents(order.salesOrderLines.reduce((sum, l) => sum + l.amountExcludingTax, 0));
    order.lastModifiedDateTime = new Date().toISOString();
  }

  function customerRefusal(customerNumber: string): Reply | undefined {
    const customer = records.customers.find((c) => c.number === customerNumber);
    if (!customer) return refusal(400, 'Internal_RecordNotFound', `The Customer does not exist. Identification fields and values: No.='${customerNumber}'`);
    if (customer.blocked === 'All') {
      return refusal(400, 'Application_DialogException', `You cannot create this type of document when Customer ${customerNumber} is blocked with type All`);
    }
    return undefined;
  }

  /** POST salesOrders: the header, and its lines when sent inline; checked whole before anything is kept (one transaction). */
  function createSalesOrder(raw: unknown, url: URL): Reply {
    if (!isRecord(raw)) return refusal(400, 'BadRequest_InvalidRequestBody', 'The request body must be a JSON object.');
    const customerNumber = typeof raw.customerNumber === 'string' ? raw.customerNumber : '';
    const externalDocumentNumber = typeof raw.externalDocumentNumber === 'string' ? raw.externalDocumentNumber : '';
    if (externalDocumentNumber.length > 35) {
      return refusal(
        400,
        'BadRequest',
        `The length of the string is ${externalDocumentNumber.length}, but it must be less than or equal to 35 characters. Value: ${externalDocumentNumber}`,
      );
    }
    const refused = customerRefusal(customerNumber);
    if (refused) return refused;
    const inline = raw.salesOrderLines;
    if (inline !== undefined && inlineLinesRefused) {
      return refusal(400, 'BadRequest_NotSupported', "Deep insert is not supported for the navigation property 'salesOrderLines'.");
    }
    if (inline !== undefined && !Array.isArray(inline)) return refusal(400, 'BadRequest_InvalidRequestBody', 'salesOrderLines must be a list.');
    const order: SimulatedSalesOrder = {
      id: randomUUID(),
      number: `S-ORD-${nextOrderNumber}`,
      externalDocumentNumber,
      customerNumber,
      currencyCode: typeof raw.currencyCode === 'string' ? raw.currencyCode : '',
      orderDate: typeof raw.orderDate === 'string' ? raw.orderDate : new Date().toISOString().slice(0, 10),
      totalAmountExcludingTax: 0,
      lastModifiedDateTime: new Date().toISOString(),
      salesOrderLines: [],
    };
    const lines: SimulatedSalesOrderLine[] = [];
    const taken = new Set<number>();
    for (const rawLine of inline ?? []) {
      const line = newLine(rawLine, order, taken);
      if ('status' in line) return line;
      taken.add(line.sequence);
      lines.push(line);
    }
    nextOrderNumber += 1;
    addToOrder(order, lines);
    salesOrders.push(order);
    return { status: 201, body: presented(order, url.searchParams.get('$expand') === 'salesOrderLines') };
  }

  function createSalesOrderLine(raw: unknown, orderId: string): Reply {
    const order = salesOrders.find((o) => o.id === orderId);
    if (!order) return orderNotFound(orderId);
    const line = newLine(raw, order, new Set(order.salesOrderLines.map((l) => l.sequence)));
    if ('status' in line) return line;
    addToOrder(order, [line]);
    return { status: 201, body: structuredClone(line) };
  }

  function salesReply(method: string, url: URL, orderId: string | undefined, body: string): Reply {
    if (method !== 'GET' && method !== 'POST') return refusal(405, 'BadRequest_MethodNotAllowed', `${method} is not allowed here.`);
    if (method === 'GET' && orderId === undefined) return readSalesOrders(url);
    if (method === 'GET') {
      const order = salesOrders.find((o) => o.id === orderId);
      return order ? { status: 200, body: { value: structuredClone(order.salesOrderLines) } } : orderNotFound(orderId ?? '');
    }
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      return refusal(400, 'BadRequest_InvalidRequestBody', 'The request body is not valid JSON.');
    }
    return orderId === undefined ? createSalesOrder(raw, url) : createSalesOrderLine(raw, orderId);
  }

  /** salesOrders and salesOrders({id})/salesOrderLines, after the token was accepted. */
  async function handleSales(req: IncomingMessage, res: ServerResponse, url: URL, route: RegExpExecArray) {
    const method = req.method ?? 'GET';
    const orderId = route[2];
    const target: SalesTarget = orderId === undefined ? 'salesOrders' : 'salesOrderLines';
    const body = method === 'POST' ? await readBody(req) : '';
    const before = takeFault(target, method, 'before') ?? drawFault(target, method, 'before');
    if (before) return sendFault(res, before);
    if (route[1] !== credentials.companyId) return odataError(res, 404, 'BadRequest_NotFound', `Company not found: companies(${route[1]})`);
    const reply = salesReply(method, url, orderId, body);
    // The write is kept; only its answer is lost (or replaced by a failure).
    const after = method === 'POST' && reply.status < 300 ? (takeFault(target, method, 'after') ?? drawFault(target, method, 'after')) : undefined;
    if (after) return sendFault(res, after);
    return json(res, reply.status, reply.body);
  }

  // ---- The API --------------------------------------------------------------------------------

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
    const method = req.method ?? 'GET';
    stats.requests.push({ method, target: set, url: decodeURIComponent(url.pathname + url.search), prefer });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (!expires || expires < Date.now()) return odataError(res, 401, 'Authentication_InvalidCredentials', 'The server has rejected the client credentials.');
    const sales = salesRoute.exec(rest.join('/'));
    if (sales) {
      handleSales(req, res, url, sales).catch(() => res.destroy());
      return;
    }
    const fault = takeFault(set, method, 'before');
    if (fault) return sendFault(res, fault);
    if (documents.serve(res, url, rest.join('/'), method, prefer)) return;
    if (subscriptions.serve(req, res, rest.join('/'), method)) return;
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
      if (outageMode) {
        outageRequests += 1;
        // Held open without a word (the client's timeout ends it, close() what is left), or refused before anything is read.
        if (outageMode === 'hang') return;
        return json(res, 503, { error: { code: 'Internal_ServiceUnavailable', message: 'The service is temporarily unavailable.' } });
      }
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
      const { target, status, retryAfter, body, method } = failure;
      faults.push({ kind: 'status', target, status, retryAfter, body, method, times: failure.times ?? 1, afterCommit: failure.afterCommit ?? false });
    },
    /** The next POSTs to `target` are applied, then their connection is cut before any answer. */
    dropAfterCommit(lost: SimulatedLostAnswer) {
      faults.push({ kind: 'drop', target: lost.target, method: 'POST', times: lost.times ?? 1, afterCommit: true });
    },
    /**
     * The next requests to `target` get no answer until the client gives up. With `commit`, a POST is
     * applied first (Business Central finished, the answer is what was lost); without, it never is.
     */
    hang(lost: SimulatedLostAnswer & { commit?: boolean }) {
      const afterCommit = lost.commit ?? false;
      faults.push({ kind: 'hang', target: lost.target, method: afterCommit ? 'POST' : lost.method, times: lost.times ?? 1, afterCommit });
    },
    /**
     * Faults by probability on every later sales order request (see SimulatedFaultRates), from a
     * random seeded with `seed`; scripted faults (fail, dropAfterCommit, hang) still come first.
     * `faultRates(undefined)` (or clearFailures) turns them off.
     */
    faultRates(next: SimulatedFaultRates | undefined, seed = 1) {
      rates = next && {
        dropAfterCommit: next.dropAfterCommit ?? 0,
        status503: next.status503 ?? 0,
        status429: next.status429 ?? 0,
        retryAfter: next.retryAfter ?? '1',
        random: seededRandom(seed),
      };
    },
    /** How many faults the rates drew, by kind, method and target ('dropAfterCommit POST salesOrders': 12, …). */
    get faultCounts(): FaultCounts {
      return { ...faultCounts };
    },
    /**
     * An outage of Business Central: from now on every request, the token endpoint's and the API's, is
     * answered 503 ('refuse') or never ('hang', held until the client gives up) until `outage(false)`.
     * Requests held when it ends stay unanswered (as in a real outage: only new ones get through).
     */
    outage(mode: 'refuse' | 'hang' | false) {
      outageMode = mode || undefined;
    },
    /** How many requests an outage refused or held, all outages together. */
    get outageRequests() {
      return outageRequests;
    },
    /** Lines sent inside a sales order's POST are refused (400 BadRequest_NotSupported, see above) while on. */
    refuseInlineLines(on: boolean) {
      inlineLinesRefused = on;
    },
    /**
     * The sales orders held, with their lines, in the order they were created. The live list: a test
     * may change a line to play someone editing the order in Business Central by hand.
     */
    get salesOrders() {
      return salesOrders;
    },
    clearSalesOrders() {
      salesOrders = [];
    },
    /** postShipment, updateTracking, postInvoice, shipments, invoices, putRawDocument, breakNextPage, clearDocuments (bc-simulator-documents.ts). */
    ...documents.controls,
    /** heldSubscriptions, notifySubscribers, advanceClock, now, clearSubscriptions, webhookCalls (bc-simulator-subscriptions.ts). */
    ...subscriptions.controls,
    /** Every issued token stops working (revoked, or the simulator restarted). */
    revokeTokens() {
      tokens.clear();
    },
    /** Forgets every failure, lost answer and hang still to come, and the fault rates, and accepts inline lines again. */
    clearFailures() {
      faults.length = 0;
      inlineLinesRefused = false;
      rates = undefined;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    resetStats() {
      Object.assign(stats, { tokenRequests: 0, apiRequests: 0, maxInFlight: 0, requests: [] });
    },
    requestsTo(target: string, method?: string) {
      return stats.requests.filter((r) => r.target === target && (method === undefined || r.method === method));
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
