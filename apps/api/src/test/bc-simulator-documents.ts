import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { SimulatedSalesOrder } from './bc-simulator';

/**
 * What Business Central posts after a sales order, for the Business Central simulator (bc-simulator.ts
 * routes to it): posted shipments with their lines (API v2.0 `salesShipments`, `$expand=salesShipmentLines`),
 * each shipment's agent and tracking number (the custom page `portal/sales/v1.0/salesShipmentTrackings`
 * of docs/erp.md, read from the same shipment headers), posted invoices (`salesInvoices`) and an
 * invoice's PDF (`salesInvoices({id})/pdfDocument/pdfDocumentContent`, `application/pdf`).
 *
 * The lists take `$filter=lastModifiedDateTime gt|ge …` and `orderNumber eq|ne '…'` joined by `and`,
 * and page like the catalog sets (Prefer: odata.maxpagesize, @odata.nextLink with $skiptoken).
 * Failures go through the simulator's `fail({ target })`, the target being the last segment of the
 * path: 'salesShipments', 'salesShipmentTrackings', 'salesInvoices' or 'pdfDocumentContent'.
 */

export type DocumentSet = 'salesShipments' | 'salesShipmentTrackings' | 'salesInvoices';

/** A posted shipment line (API v2.0 salesShipmentLine): Item lines ship goods, Comment lines are copied from the order. */
export type SimulatedShipmentLine = {
  id: string;
  documentId: string;
  documentNo: string;
  sequence: number;
  lineType: 'Item' | 'Comment';
  lineObjectNumber: string;
  description: string;
  unitOfMeasureCode: string;
  quantity: number;
  shipmentDate: string;
};

/** A posted shipment (API v2.0 salesShipment), with the header fields the tracking page shows. */
export type SimulatedShipment = {
  id: string;
  number: string;
  externalDocumentNumber: string;
  orderNumber: string;
  customerNumber: string;
  shipmentDate: string;
  postingDate: string;
  shippingAgentCode: string;
  packageTrackingNo: string;
  lastModifiedDateTime: string;
  salesShipmentLines: SimulatedShipmentLine[];
};

/** A posted sales invoice (API v2.0 salesInvoice, the fields the portal reads and a few beside). */
export type SimulatedInvoice = {
  id: string;
  number: string;
  externalDocumentNumber: string;
  orderNumber: string;
  customerNumber: string;
  invoiceDate: string;
  postingDate: string;
  currencyCode: string;
  totalAmountExcludingTax: number;
  totalAmountIncludingTax: number;
  status: string;
  lastModifiedDateTime: string;
};

export interface PostShipment {
  salesOrderNumber: string;
  /** By the order line's sequence; default: every Item line's quantity not shipped yet. */
  lines?: { sequence: number; quantity: number }[];
  shippingAgentCode: string;
  packageTrackingNo: string;
  /** yyyy-mm-dd; default today. */
  shipmentDate?: string;
}

export interface PostInvoice {
  salesOrderNumber: string;
  /** yyyy-mm-dd; default today. */
  invoiceDate?: string;
  /** Default 'Open' (posted, not paid); 'Draft' plays an invoice not posted yet. */
  status?: string;
}

type Row = Record<string, unknown>;
interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const listRoute = /^v2\.0\/companies\(([^)]*)\)\/(salesShipments|salesInvoices)$/;
const trackingRoute = /^portal\/sales\/v1\.0\/companies\(([^)]*)\)\/(salesShipmentTrackings)$/;
const pdfRoute = /^v2\.0\/companies\(([^)]*)\)\/salesInvoices\(([^)]*)\)\/pdfDocument\/pdfDocumentContent$/;
const timeCondition = /^lastModifiedDateTime (ge|gt) (\d{4}-\d{2}-\d{2}T[0-9:.]+Z)$/;
const textCondition = /^orderNumber (eq|ne) '((?:[^']|'')*)'$/;

const toCents = (amount: number) => Math.round(amount * 100) / 100;
const today = () => new Date().toISOString().slice(0, 10);
const refusal = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });

/** A row test of one `$filter` condition, or undefined when the simulator (like a strict server) cannot parse it. */
function condition(text: string): ((row: Row) => boolean) | undefined {
  const time = timeCondition.exec(text);
  if (time) {
    const at = Date.parse(time[2] as string);
    return (row) => (time[1] === 'ge' ? Date.parse(String(row.lastModifiedDateTime)) >= at : Date.parse(String(row.lastModifiedDateTime)) > at);
  }
  const value = textCondition.exec(text);
  if (value) {
    const wanted = (value[2] as string).replaceAll("''", "'");
    return (row) => (value[1] === 'eq') === (row.orderNumber === wanted);
  }
  return undefined;
}

function filterRows(rows: Row[], filter: string | null): Row[] | string {
  if (!filter) return rows;
  const tests = filter.split(' and ').map(condition);
  if (tests.some((t) => t === undefined)) return `Could not parse the filter '${filter}'`;
  return rows.filter((row) => tests.every((t) => t?.(row)));
}

/** PDF text strings: backslash and parentheses escaped. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A small valid one-page PDF (exact cross-reference offsets) naming the invoice. Its second line is
 * the binary comment PDF writers put there (bytes above 127): a reader that decodes the body as text
 * changes them, so a byte-for-byte comparison shows it.
 */
export function invoicePdfBytes(invoice: Pick<SimulatedInvoice, 'number' | 'orderNumber' | 'totalAmountIncludingTax'>): Buffer {
  const title = `Invoice ${invoice.number}`;
  const line = `Order ${invoice.orderNumber}, total ${invoice.totalAmountIncludingTax.toFixed(2)}`;
  const text = `BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj 0 -28 Td /F1 12 Tf (${pdfText(line)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function createDocumentsSimulation(options: { companyId: string; salesOrders: () => readonly SimulatedSalesOrder[] }) {
  const shipments: SimulatedShipment[] = [];
  const invoices: SimulatedInvoice[] = [];
  const pdfs = new Map<string, Buffer>();
  /** Records served as they are, after the well-formed ones (the bad-input tests). */
  const raw: Record<DocumentSet, Row[]> = { salesShipments: [], salesShipmentTrackings: [], salesInvoices: [] };
  const broken: Record<DocumentSet, number> = { salesShipments: 0, salesShipmentTrackings: 0, salesInvoices: 0 };
  let nextShipment = 102001;
  let nextInvoice = 103001;
  let lastStamp = 0;

  /** Business Central's clock, strictly increasing here so that every change has its own instant (watermark tests). */
  function stamp(): string {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  }

  function orderNamed(number: string): SimulatedSalesOrder {
    const order = options.salesOrders().find((o) => o.number === number);
    if (!order) throw new Error(`The simulator holds no sales order ${number}`);
    return order;
  }

  /** Each Item line's quantity not shipped yet, by sequence. */
  function unshipped(order: SimulatedSalesOrder): Map<number, number> {
    const left = new Map(order.salesOrderLines.filter((l) => l.lineType === 'Item').map((l) => [l.sequence, l.quantity]));
    for (const shipment of shipments.filter((s) => s.orderNumber === order.number)) {
      for (const line of shipment.salesShipmentLines) if (line.lineType === 'Item') left.set(line.sequence, (left.get(line.sequence) ?? 0) - line.quantity);
    }
    return left;
  }

  /** The lines to ship: those asked for (each within what is left), or everything left. */
  function linesToShip(order: SimulatedSalesOrder, asked: PostShipment['lines']): { sequence: number; quantity: number }[] {
    const left = unshipped(order);
    const lines = asked ?? [...left].map(([sequence, quantity]) => ({ sequence, quantity })).filter((l) => l.quantity > 0);
    for (const line of lines) {
      const open = left.get(line.sequence);
      if (open === undefined) throw new Error(`Sales order ${order.number} has no Item line ${line.sequence}`);
      if (line.quantity <= 0 || line.quantity > open)
        throw new Error(`Sales order ${order.number} line ${line.sequence}: ${open} left to ship, not ${line.quantity}`);
    }
    if (lines.length === 0) throw new Error(`Sales order ${order.number} has nothing left to ship`);
    return lines;
  }

  /** Posts a shipment of the sales order (as "Post → Ship" does): its Item lines shipped, its Comment lines copied. */
  function postShipment(input: PostShipment): SimulatedShipment {
    const order = orderNamed(input.salesOrderNumber);
    const quantities = new Map(linesToShip(order, input.lines).map((l) => [l.sequence, l.quantity]));
    const shipmentDate = input.shipmentDate ?? today();
    const shipment: SimulatedShipment = {
      id: randomUUID(),
      number: `S-SHP-${nextShipment}`,
      externalDocumentNumber: order.externalDocumentNumber,
      orderNumber: order.number,
      customerNumber: order.customerNumber,
      shipmentDate,
      postingDate: shipmentDate,
      shippingAgentCode: input.shippingAgentCode,
      packageTrackingNo: input.packageTrackingNo,
      lastModifiedDateTime: stamp(),
      salesShipmentLines: [],
    };
    nextShipment += 1;
    for (const line of order.salesOrderLines) {
      const quantity = line.lineType === 'Item' ? quantities.get(line.sequence) : 0;
      if (quantity === undefined) continue;
      const { sequence, lineObjectNumber, description, unitOfMeasureCode } = line;
      const lineType = line.lineType === 'Item' ? 'Item' : 'Comment';
      const base = { id: randomUUID(), documentId: shipment.id, documentNo: shipment.number, sequence, description, shipmentDate };
      shipment.salesShipmentLines.push({ ...base, lineType, lineObjectNumber, unitOfMeasureCode, quantity });
    }
    shipments.push(shipment);
    return structuredClone(shipment);
  }

  /** Changes a posted shipment's agent and tracking number (Business Central's "Update Document"), which stamps it again. */
  function updateTracking(shipmentNumber: string, tracking: { shippingAgentCode?: string; packageTrackingNo?: string }): SimulatedShipment {
    const shipment = shipments.find((s) => s.number === shipmentNumber);
    if (!shipment) throw new Error(`The simulator holds no shipment ${shipmentNumber}`);
    Object.assign(shipment, tracking, { lastModifiedDateTime: stamp() });
    return structuredClone(shipment);
  }

  /** Posts an invoice of the whole sales order: its total is the order's Item lines' amounts (no tax here). */
  function postInvoice(input: PostInvoice): SimulatedInvoice {
    const order = orderNamed(input.salesOrderNumber);
    const total = toCents(order.salesOrderLines.filter((l) => l.lineType === 'Item').reduce((sum, l) => sum + l.amountExcludingTax, 0));
    const invoiceDate = input.invoiceDate ?? today();
    const invoice: SimulatedInvoice = {
      id: randomUUID(),
      number: `S-INV-${nextInvoice}`,
      externalDocumentNumber: order.externalDocumentNumber,
      orderNumber: order.number,
      customerNumber: order.customerNumber,
      invoiceDate,
      postingDate: invoiceDate,
      currencyCode: order.currencyCode,
      totalAmountExcludingTax: total,
      totalAmountIncludingTax: total,
      status: input.status ?? 'Open',
      lastModifiedDateTime: stamp(),
    };
    nextInvoice += 1;
    invoices.push(invoice);
    pdfs.set(invoice.id, invoicePdfBytes(invoice));
    return structuredClone(invoice);
  }

  /** A shipment as the API lists it: its lines only with $expand=salesShipmentLines; the tracking fields belong to the custom page. */
  function presentShipment(s: SimulatedShipment, withLines: boolean): Row {
    const { salesShipmentLines, shippingAgentCode: _agent, packageTrackingNo: _tracking, ...header } = structuredClone(s);
    return withLines ? { ...header, salesShipmentLines } : header;
  }

  function presentTracking(s: SimulatedShipment): Row {
    const { id, number, orderNumber, shippingAgentCode, packageTrackingNo, shipmentDate, lastModifiedDateTime } = s;
    return { id, number, orderNo: orderNumber, shippingAgentCode, packageTrackingNo, shipmentDate, lastModifiedDateTime };
  }

  function rowsOf(set: DocumentSet, url: URL): Row[] | Reply {
    const expand = url.searchParams.get('$expand');
    if (set === 'salesShipments') {
      if (expand !== null && expand !== 'salesShipmentLines') return refusal(400, 'BadRequest_InvalidExpand', `Could not find a property named '${expand}'.`);
      return [...shipments.map((s) => presentShipment(s, expand === 'salesShipmentLines')), ...raw.salesShipments];
    }
    if (expand !== null) return refusal(400, 'BadRequest_InvalidExpand', `Could not find a property named '${expand}'.`);
    if (set === 'salesShipmentTrackings') return [...shipments.map(presentTracking), ...raw.salesShipmentTrackings];
    return [...invoices.map((i) => structuredClone(i) as Row), ...raw.salesInvoices];
  }

  /** A list, filtered and paged as the catalog sets are (Prefer: odata.maxpagesize, $skiptoken). */
  function list(set: DocumentSet, url: URL, prefer: string): Reply {
    if (broken[set] > 0) {
      broken[set] -= 1;
      return { status: 200, body: '<html><body>Service temporarily unavailable</body></html>', headers: { 'content-type': 'text/html' } };
    }
    const rows = rowsOf(set, url);
    if (!Array.isArray(rows)) return rows;
    const filtered = filterRows(rows, url.searchParams.get('$filter'));
    if (typeof filtered === 'string') return refusal(400, 'BadRequest_InvalidFilter', filtered);
    const pageSize = Math.max(1, Math.min(Number(/odata\.maxpagesize=(\d+)/.exec(prefer)?.[1] ?? 20000), 20000));
    const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
    const body: Row = { value: filtered.slice(skip, skip + pageSize) };
    if (skip + pageSize < filtered.length) {
      const next = new URL(url);
      next.searchParams.set('$skiptoken', String(skip + pageSize));
      body['@odata.nextLink'] = next.toString();
    }
    return { status: 200, body, headers: { 'preference-applied': `odata.maxpagesize=${pageSize}` } };
  }

  function pdf(invoiceId: string): Reply {
    const bytes = pdfs.get(invoiceId);
    if (!bytes) return refusal(404, 'BadRequest_NotFound', `The sales invoice with id '${invoiceId}' does not exist.`);
    return { status: 200, body: bytes, headers: { 'content-type': 'application/pdf', 'content-length': String(bytes.length) } };
  }

  function reply(path: string, url: URL, prefer: string): Reply | undefined {
    const company = (id: string | undefined) =>
      id === options.companyId ? undefined : refusal(404, 'BadRequest_NotFound', `Company not found: companies(${id})`);
    const listed = listRoute.exec(path) ?? trackingRoute.exec(path);
    if (listed) return company(listed[1]) ?? list(listed[2] as DocumentSet, url, prefer);
    const pdfAsked = pdfRoute.exec(path);
    if (pdfAsked) return company(pdfAsked[1]) ?? pdf(decodeURIComponent(pdfAsked[2] as string));
    return undefined;
  }

  function send(res: ServerResponse, answer: Reply) {
    const isJson = !Buffer.isBuffer(answer.body) && typeof answer.body !== 'string';
    res.writeHead(answer.status, { 'content-type': 'application/json; odata.metadata=minimal', ...answer.headers });
    res.end(isJson ? JSON.stringify(answer.body) : answer.body);
  }

  return {
    /**
     * Answers the request when `path` (after `/api/`) is one of the routes above, and says so; false
     * leaves it to the simulator's other routes. Called after the token and `fail` were checked.
     */
    serve(res: ServerResponse, url: URL, path: string, method: string, prefer: string): boolean {
      const answer = reply(path, url, prefer);
      if (!answer) return false;
      send(res, method === 'GET' ? answer : refusal(405, 'BadRequest_MethodNotAllowed', `${method} is not allowed here.`));
      return true;
    },
    /** Spread onto the simulator: what tests post, read back and break. */
    controls: {
      postShipment,
      updateTracking,
      postInvoice,
      /** The live lists (a test may change a record to play an edit in Business Central; stamp it then). */
      shipments: shipments as readonly SimulatedShipment[],
      invoices: invoices as readonly SimulatedInvoice[],
      /** Serves `record` in `set` exactly as given, after the well-formed records (a malformed record for the bad-input tests). */
      putRawDocument(set: DocumentSet, record: Row) {
        raw[set].push(structuredClone(record));
      },
      /** The next `times` pages of `set` are an HTML page with status 200 (a proxy's), not JSON. */
      breakNextPage(set: DocumentSet, times = 1) {
        broken[set] += times;
      },
      /** Forgets every shipment, invoice, PDF, raw record and broken page (the numbers go on). */
      clearDocuments() {
        shipments.length = 0;
        invoices.length = 0;
        pdfs.clear();
        for (const set of Object.keys(raw) as DocumentSet[]) {
          raw[set].length = 0;
          broken[set] = 0;
        }
      },
    },
  };
}
