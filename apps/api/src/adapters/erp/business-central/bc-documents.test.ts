import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../../../config';
import { makeBcRecords } from '../../../test/bc-fixtures';
import { startBcSimulator, type BcSimulator, type SimulatedSalesOrder } from '../../../test/bc-simulator';
import { invoicePdfBytes } from '../../../test/bc-simulator-documents';
import { freePort } from '../../../test/free-port';
import { ErpError } from '../erp-source';
import { createBusinessCentralDocuments } from './bc-documents';
import { businessCentralSettings } from './bc-settings';

/** The document reader against the Business Central simulator: shipments, tracking, invoices and their PDFs. */
let sim: BcSimulator;
beforeAll(async () => {
  sim = await startBcSimulator(makeBcRecords({ screens: 2 }));
});
afterAll(() => sim.close());

/** The waits the reader asked for between retries; none is waited for real. */
const waits: number[] = [];
beforeEach(() => {
  sim.clearSalesOrders();
  sim.clearDocuments();
  sim.clearFailures();
  sim.resetStats();
  waits.length = 0;
});

function reader(overrides: Partial<Config> = {}) {
  const settings = businessCentralSettings(testConfig(sim.config({ BC_RETRY_BASE_MS: 5, ...overrides })));
  if (!settings) throw new Error('the simulator configures Business Central');
  return createBusinessCentralDocuments(settings, {
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

type OrderLine = { lineType: 'Item'; item: string; quantity: number; unitPrice: number } | { lineType: 'Comment'; description: string };

/** A sales order as if the portal had sent it (sequences 10000, 20000, …). */
function addSalesOrder(number: string, lines: OrderLine[]): SimulatedSalesOrder {
  const id = randomUUID();
  const salesOrderLines = lines.map((line, i) => {
    const base = { id: randomUUID(), documentId: id, sequence: (i + 1) * 10000, unitOfMeasureCode: 'EA' };
    if (line.lineType === 'Comment')
      return { ...base, lineType: 'Comment', lineObjectNumber: '', description: line.description, quantity: 0, unitPrice: 0, amountExcludingTax: 0 };
    const amountExcludingTax = Math.round(line.quantity * line.unitPrice * 100) / 100;
    return {
      ...base,
      lineType: 'Item',
      lineObjectNumber: line.item,
      description: line.item,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amountExcludingTax,
    };
  });
  const totalAmountExcludingTax = salesOrderLines.reduce((sum, l) => sum + l.amountExcludingTax, 0);
  const order: SimulatedSalesOrder = {
    id,
    number,
    externalDocumentNumber: `P-${number}`,
    customerNumber: 'C10000',
    currencyCode: '',
    orderDate: '2026-03-02',
    totalAmountExcludingTax,
    lastModifiedDateTime: new Date().toISOString(),
    salesOrderLines,
  };
  sim.salesOrders.push(order);
  return order;
}

const screenOrder = (number = 'S-ORD-900001') =>
  addSalesOrder(number, [
    { lineType: 'Comment', description: 'Screen 1: Patio east' },
    { lineType: 'Item', item: 'SCR-000', quantity: 2, unitPrice: 1234.56 },
    { lineType: 'Item', item: 'SCR-HOUSING', quantity: 3, unitPrice: 50.25 },
    { lineType: 'Comment', description: 'Roof 1: Pergola north' },
    { lineType: 'Item', item: 'RF-B', quantity: 1, unitPrice: 33.2 },
  ]);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function failure(promise: Promise<unknown>): Promise<ErpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ErpError);
  return error as ErpError;
}

describe('shipments', () => {
  it('reads posted shipments with their Item lines (Comment lines left out), oldest change first', async () => {
    const order = screenOrder();
    const partial = sim.postShipment({
      salesOrderNumber: order.number,
      lines: [
        { sequence: 20000, quantity: 1 },
        { sequence: 30000, quantity: 3 },
      ],
      shippingAgentCode: 'UPS',
      packageTrackingNo: '1Z999AA10123456784',
      shipmentDate: '2026-03-05',
    });
    // The rest of the order: one SCR-000 and the blade.
    const rest = sim.postShipment({ salesOrderNumber: order.number, shippingAgentCode: 'FEDEX', packageTrackingNo: '7712 3456 7890' });
    expect(partial.salesShipmentLines.map((l) => l.lineType)).toEqual(['Comment', 'Item', 'Item', 'Comment']);

    const { records, skipped } = await reader().shipmentsSince(null);
    expect(skipped).toEqual([]);
    expect(records).toEqual([
      {
        id: partial.id,
        number: partial.number,
        orderNumber: order.number,
        shipmentDate: '2026-03-05',
        lastModifiedDateTime: partial.lastModifiedDateTime,
        lines: [
          { sequence: 20000, lineObjectNumber: 'SCR-000', quantity: 1 },
          { sequence: 30000, lineObjectNumber: 'SCR-HOUSING', quantity: 3 },
        ],
      },
      {
        id: rest.id,
        number: rest.number,
        orderNumber: order.number,
        shipmentDate: rest.shipmentDate,
        lastModifiedDateTime: rest.lastModifiedDateTime,
        lines: [
          { sequence: 20000, lineObjectNumber: 'SCR-000', quantity: 1 },
          { sequence: 50000, lineObjectNumber: 'RF-B', quantity: 1 },
        ],
      },
    ]);
    expect(sim.requestsTo('salesShipments')[0]?.url).toMatch(/\/api\/v2\.0\/companies\([^)]+\)\/salesShipments\?\$expand=salesShipmentLines$/);
  });

  it('reads only the shipments changed after the watermark', async () => {
    const order = screenOrder();
    const first = sim.postShipment({
      salesOrderNumber: order.number,
      lines: [{ sequence: 20000, quantity: 2 }],
      shippingAgentCode: 'UPS',
      packageTrackingNo: '1',
    });
    const second = sim.postShipment({ salesOrderNumber: order.number, shippingAgentCode: 'UPS', packageTrackingNo: '2' });

    const { records } = await reader().shipmentsSince(new Date(first.lastModifiedDateTime));
    expect(records.map((s) => s.number)).toEqual([second.number]);
    expect(sim.requestsTo('salesShipments')[0]?.url).toContain(`$filter=lastModifiedDateTime gt ${first.lastModifiedDateTime}&$expand=salesShipmentLines`);
    expect((await reader().shipmentsSince(new Date(second.lastModifiedDateTime))).records).toEqual([]);
  });

  it('follows @odata.nextLink across pages', async () => {
    const order = addSalesOrder(
      'S-ORD-900002',
      Array.from({ length: 5 }, () => ({ lineType: 'Item' as const, item: 'PART-GUTTER', quantity: 1, unitPrice: 10 })),
    );
    const posted = [10000, 20000, 30000, 40000, 50000].map((sequence) =>
      sim.postShipment({ salesOrderNumber: order.number, lines: [{ sequence, quantity: 1 }], shippingAgentCode: 'UPS', packageTrackingNo: String(sequence) }),
    );

    const { records } = await reader({ BC_PAGE_SIZE: 2 }).shipmentsSince(null);
    expect(records.map((s) => s.number)).toEqual(posted.map((s) => s.number));
    // Five shipments in pages of two: three pages, each asked for with Prefer: odata.maxpagesize.
    const calls = sim.requestsTo('salesShipments');
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.prefer === 'odata.maxpagesize=2')).toBe(true);
  });

  it('skips a malformed shipment with a message naming the document and the field, and reads the others', async () => {
    const order = screenOrder();
    const good = sim.postShipment({ salesOrderNumber: order.number, shippingAgentCode: 'UPS', packageTrackingNo: '1' });
    const stamp = new Date().toISOString();
    const shipment = { id: randomUUID(), orderNumber: order.number, shipmentDate: '2026-03-05', lastModifiedDateTime: stamp, salesShipmentLines: [] };
    sim.putRawDocument('salesShipments', { ...shipment, number: '102001', orderNumber: 42 });
    sim.putRawDocument('salesShipments', { ...shipment, number: '102002', shipmentDate: undefined });
    sim.putRawDocument('salesShipments', {
      ...shipment,
      number: '102003',
      salesShipmentLines: [
        { sequence: 10000, lineType: 'Comment', description: 'no quantity, and none needed' },
        { sequence: 20000, lineType: 'Item', lineObjectNumber: 'SCR-000' },
      ],
    });
    // Well formed, but of no sales order: not the portal's business, left out without a word.
    sim.putRawDocument('salesShipments', { ...shipment, number: '102004', orderNumber: '' });

    const { records, skipped } = await reader().shipmentsSince(null);
    expect(records.map((s) => s.number)).toEqual([good.number]);
    expect(skipped).toEqual([
      'salesShipments 102001: orderNumber: expected string, received number',
      'salesShipments 102002: shipmentDate: expected string, received undefined',
      'salesShipments 102003: salesShipmentLines.1.quantity: an Item line needs a quantity',
    ]);
  });
});

describe('tracking', () => {
  it('reads each shipment agent and tracking number from the custom page, changes after the watermark only', async () => {
    const order = screenOrder();
    const shipment = sim.postShipment({ salesOrderNumber: order.number, shippingAgentCode: 'UPS', packageTrackingNo: '', shipmentDate: '2026-03-05' });
    const documents = reader();

    const first = await documents.trackingsSince(null);
    expect(first).toEqual({
      records: [
        {
          id: shipment.id,
          number: shipment.number,
          orderNumber: order.number,
          shippingAgentCode: 'UPS',
          packageTrackingNo: '',
          shipmentDate: '2026-03-05',
          lastModifiedDateTime: shipment.lastModifiedDateTime,
        },
      ],
      skipped: [],
    });
    expect(sim.requestsTo('salesShipmentTrackings')[0]?.url).toMatch(/\/api\/portal\/sales\/v1\.0\/companies\([^)]+\)\/salesShipmentTrackings$/);

    // The tracking number entered later on the posted shipment ("Update Document").
    const updated = sim.updateTracking(shipment.number, { packageTrackingNo: '1Z999AA10123456784' });
    const later = await documents.trackingsSince(new Date(shipment.lastModifiedDateTime));
    expect(later.records).toEqual([
      expect.objectContaining({ id: shipment.id, packageTrackingNo: '1Z999AA10123456784', lastModifiedDateTime: updated.lastModifiedDateTime }),
    ]);
    expect(sim.requestsTo('salesShipmentTrackings')[1]?.url).toContain(`?$filter=lastModifiedDateTime gt ${shipment.lastModifiedDateTime}`);
  });

  it('skips a malformed tracking record with a message', async () => {
    sim.putRawDocument('salesShipmentTrackings', {
      id: randomUUID(),
      number: 'S-SHP-999',
      orderNo: 'S-ORD-1',
      shippingAgentCode: 'UPS',
      packageTrackingNo: 123,
      shipmentDate: '2026-03-05',
      lastModifiedDateTime: 'yesterday',
    });
    const { records, skipped } = await reader().trackingsSince(null);
    expect(records).toEqual([]);
    expect(skipped).toEqual([
      'salesShipmentTrackings S-SHP-999: packageTrackingNo: expected string, received number; lastModifiedDateTime: Invalid ISO datetime',
    ]);
  });
});

describe('invoices', () => {
  it('reads the posted invoices of sales orders, filtered in Business Central to those with an order number', async () => {
    const order = screenOrder();
    const invoice = sim.postInvoice({ salesOrderNumber: order.number, invoiceDate: '2026-03-06' });
    // Not posted yet, and an invoice of no sales order: neither is read.
    sim.postInvoice({ salesOrderNumber: order.number, status: 'Draft' });
    sim.putRawDocument('salesInvoices', { ...invoice, id: randomUUID(), number: 'S-INV-DIRECT', orderNumber: '' });

    const { records, skipped } = await reader().invoicesSince(null);
    expect(skipped).toEqual([]);
    expect(records).toEqual([
      {
        id: invoice.id,
        number: invoice.number,
        orderNumber: order.number,
        invoiceDate: '2026-03-06',
        // 2 × 1234.56 + 3 × 50.25 + 1 × 33.20
        totalAmountIncludingTax: 2653.07,
        currencyCode: '',
        lastModifiedDateTime: invoice.lastModifiedDateTime,
      },
    ]);
    expect(sim.requestsTo('salesInvoices')[0]?.url).toContain("/salesInvoices?$filter=orderNumber ne ''");

    const later = sim.postInvoice({ salesOrderNumber: order.number });
    const since = await reader().invoicesSince(new Date(invoice.lastModifiedDateTime));
    expect(since.records.map((i) => i.number)).toEqual([later.number]);
    expect(sim.requestsTo('salesInvoices')[1]?.url).toContain(`$filter=lastModifiedDateTime gt ${invoice.lastModifiedDateTime} and orderNumber ne ''`);
  });

  it('skips a malformed invoice with a message', async () => {
    const order = screenOrder();
    const invoice = sim.postInvoice({ salesOrderNumber: order.number });
    sim.putRawDocument('salesInvoices', { ...invoice, id: randomUUID(), number: 'S-INV-BAD', totalAmountIncludingTax: '12.50' });
    const { records, skipped } = await reader().invoicesSince(null);
    expect(records.map((i) => i.number)).toEqual([invoice.number]);
    expect(skipped).toEqual(['salesInvoices S-INV-BAD: totalAmountIncludingTax: expected number, received string']);
  });

  it("streams an invoice's PDF byte for byte, and answers null for an invoice Business Central does not have", async () => {
    const invoice = sim.postInvoice({ salesOrderNumber: screenOrder().number });
    const expected = invoicePdfBytes(invoice);

    const pdf = await reader().invoicePdf(invoice.id);
    if (!pdf) throw new Error('the invoice has a PDF');
    expect(pdf.length).toBe(expected.length);
    const bytes = await bytesOf(pdf.stream);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Its second line holds bytes above 127: a body read as text would not come back the same.
    expect(expected.some((byte) => byte > 127)).toBe(true);
    expect(bytes.equals(expected)).toBe(true);
    expect(sim.requestsTo('pdfDocumentContent')[0]?.url).toMatch(
      new RegExp(`/api/v2\\.0/companies\\([^)]+\\)/salesInvoices\\(${invoice.id}\\)/pdfDocument/pdfDocumentContent$`),
    );

    expect(await reader().invoicePdf(randomUUID())).toBeNull();
    // Not a Business Central id at all: no such invoice, and nothing is asked.
    expect(await reader().invoicePdf("x)/salesOrders('1")).toBeNull();
    expect(sim.requestsTo('pdfDocumentContent')).toHaveLength(2);
  });

  it('fails with an ErpError naming the call when the PDF cannot be read', async () => {
    const invoice = sim.postInvoice({ salesOrderNumber: screenOrder().number });
    sim.fail({ target: 'pdfDocumentContent', status: 500 });
    const error = await failure(reader().invoicePdf(invoice.id));
    expect(error.message).toMatch(/^GET \/v2\.0\/.*\/salesInvoices\([^)]+\)\/pdfDocument\/pdfDocumentContent failed: HTTP 500 Internal_ServerError/);
  });

  it('fails with an ErpError naming the call when the API host does not answer the PDF request', async () => {
    // Signed in at the simulator, the API asked where nothing listens.
    const error = await failure(reader({ BC_API_URL: `http://127.0.0.1:${await freePort()}` }).invoicePdf(randomUUID()));
    expect(error.message).toMatch(/^GET \/v2\.0\/.*\/pdfDocument\/pdfDocumentContent failed: fetch failed: .*ECONNREFUSED/);
  });
});

describe('Business Central failing', () => {
  it('signs in again when Business Central refuses a cached token, for the lists and the PDF', async () => {
    const invoice = sim.postInvoice({ salesOrderNumber: screenOrder().number });
    const documents = reader();
    expect((await documents.invoicesSince(null)).records).toHaveLength(1);
    sim.revokeTokens();
    expect((await documents.invoicesSince(null)).records).toHaveLength(1);
    sim.revokeTokens();
    const pdf = await documents.invoicePdf(invoice.id);
    expect(pdf && (await bytesOf(pdf.stream)).equals(invoicePdfBytes(invoice))).toBe(true);
    expect(sim.stats.tokenRequests).toBe(3);
  });

  it('retries a 503, then reads the page', async () => {
    const order = screenOrder();
    sim.postShipment({ salesOrderNumber: order.number, shippingAgentCode: 'UPS', packageTrackingNo: '1' });
    sim.fail({ target: 'salesShipments', status: 503 });
    const { records } = await reader().shipmentsSince(null);
    expect(records).toHaveLength(1);
    expect(sim.requestsTo('salesShipments')).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('fails with an ErpError naming the call once the retries are spent', async () => {
    sim.fail({ target: 'salesShipmentTrackings', status: 503, times: 3 });
    const error = await failure(reader({ BC_MAX_RETRIES: 2 }).trackingsSince(null));
    expect(error.message).toMatch(/^GET \/v2\.0\/.*\/api\/portal\/sales\/v1\.0\/companies\([^)]+\)\/salesShipmentTrackings failed: HTTP 503/);
    expect(sim.requestsTo('salesShipmentTrackings')).toHaveLength(3);
  });

  it('fails with an ErpError when a page is not JSON, or has no value list', async () => {
    sim.breakNextPage('salesInvoices');
    const notJson = await failure(reader().invoicesSince(null));
    expect(notJson.message).toMatch(/^GET \/v2\.0\/.*\/salesInvoices\?\$filter=orderNumber ne '' failed: the answer is not JSON$/);

    sim.fail({ target: 'salesShipments', status: 200, body: { items: [] } });
    const noList = await failure(reader().shipmentsSince(null));
    expect(noList.message).toMatch(/salesShipments\?\$expand=salesShipmentLines failed: the answer has no "value" list$/);
  });
});
