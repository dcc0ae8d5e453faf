import { z } from 'zod';
import { linesToAdd, type ExistingSalesOrderLine } from '@portal/domain/erp-sync/missing-lines';
import { SalesOrderDocumentError, type SalesOrderDocument, type SequencedSalesOrderLine } from '@portal/domain/erp-sync/sales-order-document';
import { ErpError } from '../erp-source';
import { ErpDataError, type LinesMode, type PushedSalesOrder, type SalesOrderWriter } from '../sales-orders';
import { createBcHttp, describeCall, describeErrorBody, type BcHttp, type HttpAnswer, type Sleep } from './bc-http';
import { createBcTokens } from './bc-token';
import { retryDelayMs } from './retry-policy';
import type { BcSettings } from './bc-settings';

/**
 * In-call retries, for reads and writes alike: few, because the order's durable job retries a
 * failed push later with its own backoff (a Business Central that is down is not waited out here).
 */
const maxInCallRetries = 2;

const lineSchema = z.object({
  sequence: z.number().int(),
  lineType: z.string(),
  lineObjectNumber: z.string().optional(),
  description: z.string().optional(),
  quantity: z.number().optional(),
  unitPrice: z.number().optional(),
});
const orderSchema = z.object({
  id: z.string().min(1),
  number: z.string().min(1),
  externalDocumentNumber: z.string(),
  salesOrderLines: z.array(lineSchema).optional(),
});
type FoundOrder = z.infer<typeof orderSchema>;

/** What became of one POST. */
type Outcome =
  | { kind: 'done'; answer: HttpAnswer }
  /** A 4xx about the data (not 401/408/429): Business Central's refusal. */
  | { kind: 'refused'; answer: HttpAnswer }
  /** 429: throttled before anything was done, send again after the wait. */
  | { kind: 'throttled'; reason: string; retryAfter: string | null }
  /** Lost answer, timeout, 5xx: it may have been done. `settled`: Business Central answered, so the request is over. */
  | { kind: 'unsure'; reason: string; settled: boolean; retryAfter: string | null }
  /** A 401 with a fresh token, or a status no API should answer: stop (transient for the job). */
  | { kind: 'failed'; reason: string };

type Sent = { answer: HttpAnswer } | { lost: ErpError };

interface WriteSteps<T> {
  done(answer: HttpAnswer, where: string): Promise<T>;
  refused(answer: HttpAnswer, where: string): Promise<T>;
  /** After a doubt: the write's result when a look finds it done, undefined to send it again (or throws to stop). */
  recheck(doubt: { reason: string; settled: boolean }, where: string): Promise<T | undefined>;
}

/** 4xx answers about the request itself; 401 (token), 408 (timeout) and 429 (throttled) are not. */
const refusesData = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
/** Answers after which Business Central may still be running the request (something in between stopped waiting for it). */
const mayStillRun = (status: number) => status === 408 || status === 502 || status === 504;

function odataError(body: string): { code: string; message: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = typeof parsed === 'object' && parsed !== null && 'error' in parsed ? parsed.error : undefined;
    if (typeof error === 'object' && error !== null) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      return { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
    }
  } catch {
    // not JSON
  }
  return { code: '', message: '' };
}

/**
 * Business Central refusing lines inside the header's POST (a deep insert), as the simulator plays
 * it: HTTP 400 `{"error":{"code":"BadRequest_NotSupported","message":"Deep insert is not supported
 * for the navigation property 'salesOrderLines'."}}`. Read loosely (that code, or a message about
 * deep insert): falling back is harmless when something else was meant, as the header sent alone
 * meets the same checks and is refused in its own words.
 */
function refusesInlineLines(answer: HttpAnswer): boolean {
  if (answer.status !== 400) return false;
  const { code, message } = odataError(answer.body);
  return code === 'BadRequest_NotSupported' || /deep insert/i.test(message);
}

/** "The record in table Sales Line already exists": a line at that sequence is there (maybe the one whose answer was lost). */
function lineExists(answer: HttpAnswer): boolean {
  const { code, message } = odataError(answer.body);
  return code === 'Internal_EntityWithSameKeyExists' || /already exists/i.test(message);
}

function failure(where: string, answer: HttpAnswer): ErpError {
  const message = `${where}: HTTP ${answer.status} ${describeErrorBody(answer.body)}`.trim();
  return refusesData(answer.status) ? new ErpDataError(message) : new ErpError(message);
}

/** The answer's JSON checked against `schema`; a wrong shape names the field (an ErpError: worth another look later). */
function parseAnswer<S extends z.ZodType>(schema: S, answer: HttpAnswer, where: string): z.output<S> {
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    throw new ErpError(`${where}: the answer is not JSON`);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'answer';
  throw new ErpError(`${where}: unexpected answer: field ${field}: ${issue?.message ?? 'invalid'}`);
}

/** The lines `held` lacks; a line changed by hand is Business Central's data, refused as such. */
function missingLines(document: SalesOrderDocument, held: readonly ExistingSalesOrderLine[]): SequencedSalesOrderLine[] {
  try {
    return linesToAdd(document, held);
  } catch (error) {
    if (error instanceof SalesOrderDocumentError) throw new ErpDataError(error.message, { cause: error });
    throw error;
  }
}

function lineBody(line: SequencedSalesOrderLine): Record<string, unknown> {
  if (line.lineType === 'Comment') return { sequence: line.sequence, lineType: 'Comment', description: line.description };
  const { sequence, lineObjectNumber, quantity, unitOfMeasureCode, unitPrice } = line;
  return { sequence, lineType: 'Item', lineObjectNumber, quantity, unitOfMeasureCode, unitPrice };
}

function headerBody(document: SalesOrderDocument, mode: LinesMode): Record<string, unknown> {
  const { customerNumber, externalDocumentNumber, orderDate, currencyCode } = document.header;
  const header = { customerNumber, externalDocumentNumber, orderDate, currencyCode };
  return mode === 'inline' ? { ...header, salesOrderLines: document.lines.map(lineBody) } : header;
}

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Approved portal orders written to Business Central (API v2.0 `salesOrders`) exactly once.
 *
 * Business Central has no unique key on `externalDocumentNumber` (the portal number), so a POST
 * sent twice makes two sales orders. Every push therefore goes "look up → create if absent → on
 * any doubt, look up again":
 * - the order is first looked up by its external document number; one found is adopted and given
 *   only the lines it lacks (`linesToAdd`, by sequence); two found are refused, never one picked;
 * - the create POST is never retried blindly (bc-http's own retries are off for writes): after a
 *   lost answer, a timeout or a 5xx the order is looked up again and adopted when it is there. When
 *   it is not, it is sent again only if Business Central answered (a 5xx: the request is over, the
 *   lookup is conclusive); after no answer, a 408, a 502 or a 504 the request may still be running,
 *   so the push fails with an `ErpError` and the job's next attempt starts with the lookup;
 * - a line is sent with its `sequence`, which is the line's key in Business Central ("Line No."):
 *   a second line at one sequence is refused, so after any doubt the lines are read again and a
 *   line still missing may be sent again, even while the first request could still be running.
 *
 * Two pushes of one order at the same time could both find nothing and both create: the caller's
 * job holds a lock per order, so one order is pushed by one job at a time.
 */
/** The longest one call of the sales-order writer waits (BC_TIMEOUT_MS when shorter): a deep insert of a large order takes seconds, not minutes. */
export const salesOrderCallTimeoutMs = 30_000;

export function createBusinessCentralSalesOrders(configured: BcSettings, options: { sleep?: Sleep } = {}): SalesOrderWriter {
  // A call that hangs holds the job worker (one order at a time): it is cut off sooner than the
  // catalog import's, so the queue drains soon after an outage that left calls hanging.
  const settings = { ...configured, timeoutMs: Math.min(configured.timeoutMs, salesOrderCallTimeoutMs) };
  const sleep = options.sleep ?? realSleep;
  const retries = Math.min(settings.maxRetries, maxInCallRetries);
  const reads = createBcHttp({ ...settings, maxRetries: retries }, sleep);
  // Writes are sent once per call of `write` below, which decides what a failed one means.
  const writes = createBcHttp({ ...settings, maxRetries: 0 }, sleep);
  const tokens = createBcTokens(settings, reads);
  const environment = `${settings.apiUrl}/v2.0/${encodeURIComponent(settings.tenantId)}/${encodeURIComponent(settings.environment)}/api/v2.0`;
  const salesOrdersUrl = `${environment}/companies(${encodeURIComponent(settings.companyId)})/salesOrders`;
  const linesUrl = (orderId: string) => `${salesOrdersUrl}(${encodeURIComponent(orderId)})/salesOrderLines`;
  const portalNumber = (document: SalesOrderDocument) => document.header.externalDocumentNumber;

  /** One request with the current token; a 401 (refused before anything was done) signs in again, once. */
  async function send(client: BcHttp, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Sent> {
    for (let refreshed = false; ; refreshed = true) {
      const token = await tokens.token();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      const init: RequestInit = body === undefined ? { headers } : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
      let answer: HttpAnswer;
      try {
        answer = await client.send(method, url, () => init);
      } catch (error) {
        if (error instanceof ErpError) return { lost: error };
        throw error;
      }
      if (answer.status !== 401 || refreshed) return { answer };
      tokens.invalidate(token);
    }
  }

  function lostReason(lost: ErpError): string {
    const cause = lost.cause;
    if (!(cause instanceof Error)) return lost.message;
    if (cause.name === 'TimeoutError') return `no answer within ${settings.timeoutMs} ms`;
    return `the connection failed (${cause.message}${cause.cause instanceof Error ? `: ${cause.cause.message}` : ''})`;
  }

  function judge(sent: Sent): Outcome {
    if ('lost' in sent) return { kind: 'unsure', reason: lostReason(sent.lost), settled: false, retryAfter: null };
    const { answer } = sent;
    if (answer.status >= 200 && answer.status < 300) return { kind: 'done', answer };
    if (refusesData(answer.status)) return { kind: 'refused', answer };
    const reason = `HTTP ${answer.status} ${describeErrorBody(answer.body)}`.trim();
    const retryAfter = answer.headers.get('retry-after');
    if (answer.status === 429) return { kind: 'throttled', reason, retryAfter };
    if (answer.status === 408 || answer.status >= 500) return { kind: 'unsure', reason, settled: !mayStillRun(answer.status), retryAfter };
    return { kind: 'failed', reason };
  }

  /** A GET's list (bc-http retries it: reading twice changes nothing). */
  async function readList<S extends z.ZodType>(document: SalesOrderDocument, url: string, item: S): Promise<z.output<S>[]> {
    const where = `${portalNumber(document)}: ${describeCall('GET', url)}`;
    const sent = await send(reads, 'GET', url);
    if ('lost' in sent) throw new ErpError(`${portalNumber(document)}: ${sent.lost.message}`, { cause: sent.lost });
    if (sent.answer.status < 200 || sent.answer.status >= 300) throw failure(where, sent.answer);
    const page = parseAnswer(z.object({ value: z.array(item), '@odata.nextLink': z.string().optional() }), sent.answer, where);
    // One order, or one order's lines: far below Business Central's page size (no Prefer: odata.maxpagesize is sent).
    if (page['@odata.nextLink'] !== undefined) throw new ErpError(`${where}: unexpected answer: more than one page`);
    return page.value as z.output<S>[];
  }

  /** The sales order whose external document number is the portal number, if any; two or more are refused. */
  async function find(document: SalesOrderDocument): Promise<FoundOrder | undefined> {
    const number = portalNumber(document);
    const filter = `externalDocumentNumber eq '${number.replaceAll("'", "''")}'`;
    const url = `${salesOrdersUrl}?$filter=${encodeURIComponent(filter)}&$expand=salesOrderLines`;
    // Business Central keeps Code fields in upper case; anything else the filter let through is not this order.
    const found = (await readList(document, url, orderSchema)).filter((o) => o.externalDocumentNumber.toUpperCase() === number.toUpperCase());
    if (found.length > 1) {
      throw new ErpDataError(
        `${number}: Business Central holds ${found.length} sales orders with external document number ${number} ` +
          `(${found.map((o) => o.number).join(', ')}): delete the extra ones there, then send the order again`,
      );
    }
    return found[0];
  }

  async function readLines(document: SalesOrderDocument, orderId: string): Promise<ExistingSalesOrderLine[]> {
    return readList(document, linesUrl(orderId), lineSchema);
  }

  /**
   * One POST until it is done, at most `retries` more times: 429 waits and sends again (nothing was
   * done); a doubt (lost answer, timeout, 5xx) asks `steps.recheck` before anything is sent again.
   */
  async function write<T>(document: SalesOrderDocument, url: string, body: unknown, steps: WriteSteps<T>): Promise<T> {
    const where = `${portalNumber(document)}: ${describeCall('POST', url)}`;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = judge(await send(writes, 'POST', url, body));
      if (outcome.kind === 'done') return steps.done(outcome.answer, where);
      if (outcome.kind === 'refused') return steps.refused(outcome.answer, where);
      if (outcome.kind === 'failed') throw new ErpError(`${where}: ${outcome.reason}`);
      if (outcome.kind === 'unsure') {
        const result = await steps.recheck(outcome, where);
        if (result !== undefined) return result;
      }
      if (attempt >= retries) throw new ErpError(`${where} failed after ${attempt + 1} attempts: ${outcome.reason}`);
      await sleep(retryDelayMs(attempt, outcome.retryAfter, settings.retryBaseMs));
    }
  }

  /** Adds one line to the order; true once the order holds it (sent now, or found there after a doubt). */
  async function addLine(document: SalesOrderDocument, orderId: string, line: SequencedSalesOrderLine): Promise<true> {
    const held = async () => !missingLines(document, await readLines(document, orderId)).some((l) => l.sequence === line.sequence);
    return write<true>(document, linesUrl(orderId), lineBody(line), {
      async done(answer, where): Promise<true> {
        const created = parseAnswer(lineSchema, answer, where);
        // The sequence is what later pushes match lines by: one Business Central renumbered would be added again.
        if (created.sequence !== line.sequence) throw new ErpDataError(`${where}: line ${line.sequence} was stored as line ${created.sequence}`);
        return true;
      },
      async refused(answer, where): Promise<true> {
        // A request whose answer was lost may have stored the line: then this refusal is the proof it is there.
        if (lineExists(answer) && (await held())) return true;
        throw failure(`${where} (line ${line.sequence})`, answer);
      },
      // Sending it again cannot make a second line: its sequence is the line's key.
      recheck: async (): Promise<true | undefined> => ((await held()) ? true : undefined),
    });
  }

  /**
   * `order` holding every line of the document: the ones it lacks are added one by one. An order this
   * call created holds only lines it added; an adopted one counts the lines added now.
   */
  async function complete(document: SalesOrderDocument, order: FoundOrder, mode: LinesMode, adopted: boolean): Promise<PushedSalesOrder> {
    const missing = missingLines(document, order.salesOrderLines ?? (await readLines(document, order.id)));
    for (const line of missing) await addLine(document, order.id, line);
    return { id: order.id, number: order.number, linesMode: mode, adopted, linesAdded: adopted ? missing.length : document.lines.length };
  }

  async function create(document: SalesOrderDocument, mode: LinesMode): Promise<PushedSalesOrder> {
    // $expand: the answer lists the lines Business Central stored, so none is taken on trust.
    return write(document, `${salesOrdersUrl}?$expand=salesOrderLines`, headerBody(document, mode), {
      done: async (answer, where) => complete(document, parseAnswer(orderSchema, answer, where), mode, false),
      async refused(answer, where) {
        if (mode === 'inline' && refusesInlineLines(answer)) return fallBack(document);
        throw failure(where, answer);
      },
      async recheck(doubt, where) {
        const found = await find(document);
        if (found) return complete(document, found, mode, false);
        if (doubt.settled) return undefined;
        throw new ErpError(
          `${where}: ${doubt.reason}, and no sales order ${portalNumber(document)} was found afterwards; Business Central may still be ` +
            'creating it, so it is not sent again now: the next attempt looks it up first',
        );
      },
    });
  }

  /**
   * Inline lines refused: the header, then each line. A refused request changes nothing in Business
   * Central (one transaction), but one lookup keeps this safe on a page that commits the header first.
   */
  async function fallBack(document: SalesOrderDocument): Promise<PushedSalesOrder> {
    const found = await find(document);
    if (found) return complete(document, found, 'separate', false);
    return create(document, 'separate');
  }

  return {
    kind: 'business-central',
    async push(document, { linesMode }) {
      const found = await find(document);
      // Adopted: the lines it lacks go one by one, whatever `linesMode` says (which stays as it was).
      if (found) return complete(document, found, linesMode, true);
      return create(document, linesMode);
    },
  };
}
