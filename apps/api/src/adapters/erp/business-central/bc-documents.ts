import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { ErpChanges, ErpDocumentReader, ErpInvoice, ErpInvoicePdf, ErpShipment, ErpShipmentTracking } from '../erp-documents';
import { ErpError } from '../erp-source';
import { createBcHttp, describeCall, describeErrorBody, type Sleep } from './bc-http';
import { createBcTokens } from './bc-token';
import type { BcSettings } from './bc-settings';

/**
 * The record sets read, as named in the messages of skipped records ("salesShipments 102001: …").
 * The tracking page is named by its default entity set, whatever BC_PAGE_SHIPMENT_TRACKING says.
 */
type DocumentSet = 'salesShipments' | 'salesShipmentTrackings' | 'salesInvoices';

/** Business Central's keys and document numbers are never blank; a blank one would match nothing in the portal. */
const key = z.string().min(1);
/** Edm.Date: yyyy-mm-dd (a blank date is 0001-01-01, still a date). */
const date = z.iso.date();
/** Edm.DateTimeOffset, e.g. 2026-03-02T10:15:30.123Z: the watermark the caller keeps, so it must parse. */
const timestamp = z.iso.datetime({ offset: true });

/**
 * A shipment line: every line type is listed (Comment lines carry a description and no item), but
 * only an Item line is goods shipped, so only an Item line must hold an item number and a quantity.
 */
const shipmentLineSchema = z
  .object({ sequence: z.number().int(), lineType: z.string(), lineObjectNumber: z.string().optional(), quantity: z.number().optional() })
  .superRefine((line, ctx) => {
    if (line.lineType !== 'Item') return;
    if (!line.lineObjectNumber) ctx.addIssue({ code: 'custom', path: ['lineObjectNumber'], message: 'an Item line needs an item number' });
    if (line.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'an Item line needs a quantity' });
  });

const shipmentSchema = z.object({
  id: key,
  number: key,
  orderNumber: z.string(),
  shipmentDate: date,
  lastModifiedDateTime: timestamp,
  // Asked for with $expand: absent means the answer is not what was asked, not "no lines".
  salesShipmentLines: z.array(shipmentLineSchema),
});

/** The custom page names the order `orderNo` (docs/erp.md), where the standard pages say `orderNumber`. */
const trackingSchema = z.object({
  id: key,
  number: key,
  orderNo: z.string(),
  shippingAgentCode: z.string(),
  packageTrackingNo: z.string(),
  shipmentDate: date,
  lastModifiedDateTime: timestamp,
});

const invoiceSchema = z.object({
  id: key,
  number: key,
  orderNumber: z.string(),
  invoiceDate: date,
  totalAmountIncludingTax: z.number(),
  currencyCode: z.string(),
  lastModifiedDateTime: timestamp,
  status: z.string(),
});

/** `salesInvoices` lists drafts too (Business Central's invoice aggregate); only posted ones are invoices the dealer owes. */
const unposted = new Set(['Draft', 'In Review']);

/** Business Central's record ids are GUIDs (SystemId): anything else names no invoice, and is kept out of the URL. */
const guid = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a skipped record is named: its document number, else its id, else its place in the read. */
function documentName(row: unknown, index: number): string {
  if (isRecord(row) && typeof row.number === 'string' && row.number) return row.number;
  if (isRecord(row) && typeof row.id === 'string' && row.id) return `id ${row.id}`;
  return `record ${index + 1}`;
}

/** "orderNumber: expected string, received number; salesShipmentLines.1.quantity: …": every field that is wrong, by its path. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || 'record'}: ${issue.message.replace(/^Invalid input: /, '')}`).join('; ');
}

/** Oldest change first, so a caller that stops half-way can keep the watermark of what it applied; the number breaks ties. */
function byChange(a: { lastModifiedDateTime: string; number: string }, b: { lastModifiedDateTime: string; number: string }): number {
  const age = Date.parse(a.lastModifiedDateTime) - Date.parse(b.lastModifiedDateTime);
  if (age !== 0) return age;
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

/**
 * Each row checked against `schema` on its own: a malformed record is skipped with a message naming
 * the document and the field, never failing the rest. `toRecord` returns undefined for a well-formed
 * record that is not the portal's concern (no sales order), which is left out without a message.
 */
function readRecords<S extends z.ZodType, T extends { lastModifiedDateTime: string; number: string }>(
  set: DocumentSet,
  rows: readonly unknown[],
  schema: S,
  toRecord: (parsed: z.output<S>) => T | undefined,
): ErpChanges<T> {
  const records: T[] = [];
  const skipped: string[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (!result.success) {
      skipped.push(`${set} ${documentName(row, index)}: ${describeIssues(result.error.issues)}`);
      return;
    }
    const record = toRecord(result.data);
    if (record !== undefined) records.push(record);
  });
  return { records: records.sort(byChange), skipped };
}

function toShipment(s: z.output<typeof shipmentSchema>): ErpShipment | undefined {
  if (!s.orderNumber) return undefined;
  const lines = s.salesShipmentLines
    .filter((l) => l.lineType === 'Item')
    // The schema's refinement made sure an Item line has both.
    .map((l) => ({ sequence: l.sequence, lineObjectNumber: l.lineObjectNumber ?? '', quantity: l.quantity ?? 0 }));
  const { id, number, orderNumber, shipmentDate, lastModifiedDateTime } = s;
  return { id, number, orderNumber, shipmentDate, lastModifiedDateTime, lines };
}

function toTracking(t: z.output<typeof trackingSchema>): ErpShipmentTracking | undefined {
  const { orderNo, ...tracking } = t;
  return orderNo ? { ...tracking, orderNumber: orderNo } : undefined;
}

function toInvoice(i: z.output<typeof invoiceSchema>): ErpInvoice | undefined {
  if (!i.orderNumber || unposted.has(i.status)) return undefined;
  const { id, number, orderNumber, invoiceDate, totalAmountIncludingTax, currencyCode, lastModifiedDateTime } = i;
  return { id, number, orderNumber, invoiceDate, totalAmountIncludingTax, currencyCode, lastModifiedDateTime };
}

/** The Content-Length Business Central announced, when it is a whole number of bytes. */
function announcedLength(headers: Headers): number | undefined {
  const length = Number(headers.get('content-length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** Why a request got no answer: the timeout, or the network's own words (undici puts them in the cause). */
function lostReason(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 100);
  }
}

/**
 * Business Central online (API v2.0 plus the custom page `salesShipmentTrackings` of docs/erp.md):
 * what became of the sales orders the portal sent. Each `…Since` reads every page before it answers
 * (following @odata.nextLink on the API host only, never a page twice), filtered to the changes after
 * `since` (Business Central's own clock, so the caller's watermark is the newest `lastModifiedDateTime`
 * it applied). Failures of the call (no answer, 429/5xx after bc-http's retries, a page that is not
 * an OData list) are ErpErrors naming the call; a malformed record only skips that record.
 */
export function createBusinessCentralDocuments(settings: BcSettings, options: { sleep?: Sleep } = {}): ErpDocumentReader {
  const http = createBcHttp(settings, options.sleep);
  const tokens = createBcTokens(settings, http);
  const environmentBase = `${settings.apiUrl}/v2.0/${encodeURIComponent(settings.tenantId)}/${encodeURIComponent(settings.environment)}/api`;
  const company = `companies(${encodeURIComponent(settings.companyId)})`;
  const standardUrl = (set: string) => `${environmentBase}/v2.0/${company}/${set}`;

  /** A custom page's URL, built as the catalog reader builds them: …/api/{publisher}/{group}/{version}/companies(…)/{entitySet}. */
  function customUrl(page: string): string {
    const cut = page.lastIndexOf('/');
    return `${environmentBase}/${page.slice(0, cut)}/${company}/${page.slice(cut + 1)}`;
  }

  /** `$filter=…` of the changes after `since` (all when null), and any further conditions. */
  function filterQuery(since: Date | null, ...more: string[]): string[] {
    const conditions = [...(since ? [`lastModifiedDateTime gt ${since.toISOString()}`] : []), ...more];
    return conditions.length > 0 ? [`$filter=${encodeURIComponent(conditions.join(' and '))}`] : [];
  }

  /** One page with the current token; a 401 (a token revoked or expired early) signs in again, once. */
  async function getPage(url: string): Promise<{ value: unknown[]; nextLink: string | undefined }> {
    for (let refreshed = false; ; refreshed = true) {
      let token = '';
      const answer = await http.send('GET', url, async () => {
        token = await tokens.token();
        return { headers: { authorization: `Bearer ${token}`, accept: 'application/json', prefer: `odata.maxpagesize=${settings.pageSize}` } };
      });
      if (answer.status === 401 && !refreshed) {
        tokens.invalidate(token);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new ErpError(`${describeCall('GET', url)} failed: HTTP ${answer.status} ${describeErrorBody(answer.body)}`.trim());
      }
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        throw new ErpError(`${describeCall('GET', url)} failed: the answer is not JSON`);
      }
      // A page without its list is no page at all (a proxy's answer, another API): nothing in it can be trusted.
      if (!isRecord(body) || !Array.isArray(body.value)) throw new ErpError(`${describeCall('GET', url)} failed: the answer has no "value" list`);
      const next = body['@odata.nextLink'];
      return { value: body.value, nextLink: typeof next === 'string' ? next : undefined };
    }
  }

  /** Every page from `first` on. */
  async function readAll(first: string): Promise<unknown[]> {
    const rows: unknown[] = [];
    const seen = new Set<string>();
    for (let url: string | undefined = first; url;) {
      // The bearer token goes only to the configured API host, whatever a nextLink says.
      if (!url.startsWith(`${settings.apiUrl}/`)) throw new ErpError(`${describeCall('GET', first)}: @odata.nextLink points to another host (${hostOf(url)})`);
      if (seen.has(url)) throw new ErpError(`${describeCall('GET', url)}: @odata.nextLink repeats a page already read`);
      seen.add(url);
      const page = await getPage(url);
      rows.push(...page.value);
      url = page.nextLink;
    }
    return rows;
  }

  const withQuery = (url: string, query: string[]) => (query.length > 0 ? `${url}?${query.join('&')}` : url);

  /**
   * The PDF, streamed as Business Central sends it (bc-http reads bodies as text, which would mangle
   * the bytes). Not retried: a download someone waits for fails at once and can be asked for again.
   * The timeout covers the whole download, as bc-http's covers a whole answer.
   */
  async function invoicePdf(invoiceId: string): Promise<ErpInvoicePdf | null> {
    if (!guid.test(invoiceId)) return null;
    // The v2.0 reference: pdfDocument is single-valued, its media stream is pdfDocumentContent (the entity's mediaReadLink).
    const url = `${standardUrl('salesInvoices')}(${invoiceId})/pdfDocument/pdfDocumentContent`;
    const where = describeCall('GET', url);
    for (let refreshed = false; ; refreshed = true) {
      const token = await tokens.token();
      let res: Response;
      try {
        res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' }, signal: AbortSignal.timeout(settings.timeoutMs) });
      } catch (error) {
        throw new ErpError(`${where} failed: ${lostReason(error, settings.timeoutMs)}`, { cause: error });
      }
      if (res.ok && res.body) return { stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), length: announcedLength(res.headers) };
      // Not the PDF: what is said instead is short, and read only to name the failure.
      const text = await res.text().catch(() => '');
      if (res.status === 401 && !refreshed) {
        tokens.invalidate(token);
        continue;
      }
      if (res.status === 404) return null;
      throw new ErpError(`${where} failed: HTTP ${res.status} ${describeErrorBody(text)}`.trim());
    }
  }

  return {
    kind: 'business-central',
    async shipmentsSince(since) {
      const url = withQuery(standardUrl('salesShipments'), [...filterQuery(since), '$expand=salesShipmentLines']);
      return readRecords('salesShipments', await readAll(url), shipmentSchema, toShipment);
    },
    async trackingsSince(since) {
      const url = withQuery(customUrl(settings.pages.shipmentTrackings), filterQuery(since));
      return readRecords('salesShipmentTrackings', await readAll(url), trackingSchema, toTracking);
    },
    async invoicesSince(since) {
      // Filtered in Business Central too: most invoices of a company may be none of the portal's orders
      // (counter sales, direct invoices), and need not cross the wire. toInvoice checks it again.
      const url = withQuery(standardUrl('salesInvoices'), filterQuery(since, "orderNumber ne ''"));
      return readRecords('salesInvoices', await readAll(url), invoiceSchema, toInvoice);
    },
    invoicePdf,
  };
}
