import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineAmountCents, sequenceStep, type SalesOrderDocument, type SalesOrderLine } from '@portal/domain/erp-sync/sales-order-document';
import { testConfig, type Config } from '../../../config';
import { makeBcRecords } from '../../../test/bc-fixtures';
import { startBcSimulator, type BcSimulator } from '../../../test/bc-simulator';
import { ErpError } from '../erp-source';
import { ErpDataError, type PushedSalesOrder } from '../sales-orders';
import { createBusinessCentralSalesOrders } from './bc-sales-orders';
import { businessCentralSettings } from './bc-settings';

/**
 * The sales order writer against the Business Central simulator. Only pushes one after another:
 * Business Central has no unique key on externalDocumentNumber, so two pushes of one order at the
 * same time could both create it; the order's job holds a lock so that never happens.
 */
let sim: BcSimulator;
const records = makeBcRecords({ screens: 2 });
beforeAll(async () => {
  sim = await startBcSimulator(records);
});
afterAll(() => sim.close());

/** The waits the writer asked for (Retry-After, backoff); none is waited for real, so nothing here depends on time but the timeouts. */
const waits: number[] = [];
beforeEach(() => {
  sim.clearSalesOrders();
  sim.clearFailures();
  sim.resetStats();
  waits.length = 0;
});

/**
 * A request's timeout: generous (a loaded machine is slow, and a timeout is a doubt the writer acts
 * on), short only where a test makes the simulator hang and waits for the writer to give up on it.
 */
const timeoutMs = 10_000;
const hangTimeoutMs = 600;
function writer(overrides: Partial<Config> = {}) {
  const settings = businessCentralSettings(testConfig(sim.config({ BC_TIMEOUT_MS: timeoutMs, BC_RETRY_BASE_MS: 5, ...overrides })));
  if (!settings) throw new Error('the simulator configures Business Central');
  return createBusinessCentralSalesOrders(settings, {
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

const sampleLines: SalesOrderLine[] = [
  { lineType: 'Comment', description: 'Screen 1: Patio east - Width 120 in, Height 96 in' },
  { lineType: 'Item', lineObjectNumber: 'SCR-000', quantity: 1, unitOfMeasureCode: 'EA', unitPrice: 1234.56 },
  { lineType: 'Item', lineObjectNumber: 'SCR-HOUSING', quantity: 2, unitOfMeasureCode: 'EA', unitPrice: 50.25 },
  { lineType: 'Comment', description: 'Roof 1: Pergola north' },
  { lineType: 'Item', lineObjectNumber: 'RF-B', quantity: 2.5, unitOfMeasureCode: 'HALF', unitPrice: 33.2 },
  { lineType: 'Item', lineObjectNumber: 'PART-GUTTER', quantity: 3, unitOfMeasureCode: 'EA', unitPrice: 10.1 },
];

function documentFor(portalNumber: string, lines: SalesOrderLine[] = sampleLines, customerNumber = 'C10000'): SalesOrderDocument {
  return {
    header: { customerNumber, externalDocumentNumber: portalNumber, orderDate: '2026-03-02', currencyCode: '' },
    lines: lines.map((line, i) => ({ ...line, sequence: (i + 1) * sequenceStep })),
    totalCents: lines.reduce((sum, l) => sum + (l.lineType === 'Item' ? lineAmountCents(l.quantity, l.unitPrice) : 0), 0),
  };
}

/** The push failed in a way worth retrying later (an ErpError that is no ErpDataError). */
async function expectTransient(push: Promise<unknown>) {
  const error = await push.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ErpError);
  expect(error).not.toBeInstanceOf(ErpDataError);
}

const posts = (target: 'salesOrders' | 'salesOrderLines') => sim.requestsTo(target, 'POST').length;
const lookups = () => sim.requestsTo('salesOrders', 'GET').length;

/** Business Central holds one sales order for the document, the pushed one, with every line once and as sent. */
function expectOneOrderWithEveryLine(document: SalesOrderDocument, pushed: PushedSalesOrder) {
  const held = sim.salesOrders.filter((o) => o.externalDocumentNumber === document.header.externalDocumentNumber);
  expect(held).toHaveLength(1);
  const order = held[0]!;
  expect(order).toMatchObject({ id: pushed.id, number: pushed.number, customerNumber: document.header.customerNumber, orderDate: '2026-03-02' });
  expect(order.salesOrderLines.map((l) => l.sequence)).toEqual(document.lines.map((l) => l.sequence));
  for (const [i, line] of document.lines.entries()) expect(order.salesOrderLines[i]).toMatchObject(line);
  expect(Math.round(order.totalAmountExcludingTax * 100)).toBe(document.totalCents);
}

describe('creating a sales order', () => {
  it('sends the header with every line inside it, in one POST (inline)', async () => {
    const document = documentFor('P-000101');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expect(pushed).toEqual({ id: expect.any(String), number: expect.stringMatching(/^S-ORD-1\d{5}$/), linesMode: 'inline', adopted: false, linesAdded: 6 });
    expectOneOrderWithEveryLine(document, pushed);
    expect(lookups()).toBe(1);
    expect(sim.requestsTo('salesOrders', 'GET')[0]?.url).toContain("$filter=externalDocumentNumber eq 'P-000101'&$expand=salesOrderLines");
    expect(posts('salesOrders')).toBe(1);
    expect(sim.requestsTo('salesOrderLines')).toHaveLength(0);
  });

  it('falls back to the header and then each line when Business Central refuses lines inside the header, and says so', async () => {
    sim.refuseInlineLines(true);
    const document = documentFor('P-000102');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expect(pushed).toMatchObject({ linesMode: 'separate', adopted: false, linesAdded: 6 });
    expectOneOrderWithEveryLine(document, pushed);
    // The refused POST, then the header alone; looked up again in between.
    expect(posts('salesOrders')).toBe(2);
    expect(lookups()).toBe(2);
    expect(posts('salesOrderLines')).toBe(6);
  });

  it("in 'separate' mode sends the header, then each line by itself", async () => {
    const document = documentFor('P-000103');
    const pushed = await writer().push(document, { linesMode: 'separate' });
    expect(pushed).toMatchObject({ linesMode: 'separate', adopted: false, linesAdded: 6 });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(1);
    expect(posts('salesOrderLines')).toBe(6);
  });

  it('looks the order up with quotes doubled in the filter', async () => {
    const document = documentFor("P-O'1");
    const first = await writer().push(document, { linesMode: 'inline' });
    expect(sim.requestsTo('salesOrders', 'GET')[0]?.url).toContain("externalDocumentNumber eq 'P-O''1'");
    const again = await writer().push(document, { linesMode: 'inline' });
    expect(again).toMatchObject({ id: first.id, adopted: true, linesAdded: 0 });
    expect(sim.salesOrders).toHaveLength(1);
  });
});

describe('an order Business Central already holds', () => {
  it('is adopted on a second push, and nothing is sent', async () => {
    const document = documentFor('P-000201');
    const first = await writer().push(document, { linesMode: 'inline' });
    sim.resetStats();
    const again = await writer().push(document, { linesMode: 'inline' });
    expect(again).toEqual({ ...first, adopted: true, linesAdded: 0 });
    expectOneOrderWithEveryLine(document, again);
    expect(posts('salesOrders') + posts('salesOrderLines')).toBe(0);
  });

  it('left part-way by an earlier attempt is adopted and given only the lines it lacks', async () => {
    await writer().push(documentFor('P-000202', sampleLines.slice(0, 2)), { linesMode: 'separate' });
    sim.resetStats();
    const document = documentFor('P-000202');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expect(pushed).toMatchObject({ adopted: true, linesAdded: 4, linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(0);
    expect(posts('salesOrderLines')).toBe(4);
  });

  it('with a line changed by hand stops the push, naming the line, and sends nothing', async () => {
    const document = documentFor('P-000203');
    await writer().push(document, { linesMode: 'inline' });
    const held = sim.salesOrders[0]!;
    held.salesOrderLines[1]!.quantity = 7;
    held.salesOrderLines.pop();
    sim.resetStats();
    const push = writer().push(document, { linesMode: 'inline' });
    await expect(push).rejects.toThrow(ErpDataError);
    await expect(push).rejects.toThrow('Sales order for P-000203: line 20000 is Item SCR-000 × 7 at 1234.56, the portal sent Item SCR-000 × 1 at 1234.56');
    expect(posts('salesOrders') + posts('salesOrderLines')).toBe(0);
  });

  it('twice is refused, naming both sales orders, rather than one picked', async () => {
    const document = documentFor('P-000204');
    const first = await writer().push(document, { linesMode: 'inline' });
    sim.salesOrders.push({ ...structuredClone(sim.salesOrders[0]!), id: 'd0d0d0d0-0000-0000-0000-000000000001', number: 'S-ORD-999999' });
    const push = writer().push(document, { linesMode: 'inline' });
    await expect(push).rejects.toThrow(ErpDataError);
    await expect(push).rejects.toThrow(
      `P-000204: Business Central holds 2 sales orders with external document number P-000204 (${first.number}, S-ORD-999999)`,
    );
  });
});

describe('answers lost or late', () => {
  it('a header POST whose answer is lost after Business Central stored it ends with one sales order, every line once', async () => {
    sim.dropAfterCommit({ target: 'salesOrders' });
    const document = documentFor('P-000301');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    // Created by this push (the lost POST), so not "adopted", and every line counts as added by it.
    expect(pushed).toMatchObject({ adopted: false, linesAdded: 6, linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(1);
    expect(lookups()).toBe(2);
  });

  it("a header sent alone whose answer is lost is found again and given its lines ('separate')", async () => {
    sim.dropAfterCommit({ target: 'salesOrders' });
    const document = documentFor('P-000302');
    const pushed = await writer().push(document, { linesMode: 'separate' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(1);
    expect(posts('salesOrderLines')).toBe(6);
  });

  it('line POSTs whose answers are lost are read again, not sent twice', async () => {
    sim.dropAfterCommit({ target: 'salesOrderLines', times: 2 });
    const document = documentFor('P-000303');
    const pushed = await writer().push(document, { linesMode: 'separate' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrderLines')).toBe(6);
    expect(sim.requestsTo('salesOrderLines', 'GET')).toHaveLength(2);
  });

  it('a 500 after Business Central stored the order is looked up, not sent again', async () => {
    sim.fail({ target: 'salesOrders', method: 'POST', status: 500, afterCommit: true });
    const document = documentFor('P-000304');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(1);
  });

  it('a lookup that hangs is asked again after the timeout', async () => {
    sim.hang({ target: 'salesOrders', method: 'GET' });
    const document = documentFor('P-000305');
    const pushed = await writer({ BC_TIMEOUT_MS: hangTimeoutMs }).push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(lookups()).toBe(2);
  });

  it('a header POST that hangs is not sent again in that push (it may still be running); the next push creates it once', async () => {
    sim.hang({ target: 'salesOrders', method: 'POST' });
    const document = documentFor('P-000306');
    const push = writer({ BC_TIMEOUT_MS: hangTimeoutMs }).push(document, { linesMode: 'inline' });
    await expect(push).rejects.toThrow(`no answer within ${hangTimeoutMs} ms, and no sales order P-000306 was found afterwards`);
    await expectTransient(push);
    expect(sim.salesOrders).toHaveLength(0);
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expect(pushed).toMatchObject({ adopted: false, linesAdded: 6 });
    expectOneOrderWithEveryLine(document, pushed);
  });

  it('a header POST that hangs after Business Central stored it is found and adopted in the same push', async () => {
    sim.hang({ target: 'salesOrders', commit: true });
    const document = documentFor('P-000307');
    const pushed = await writer({ BC_TIMEOUT_MS: hangTimeoutMs }).push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(1);
  });

  it('a line POST that hangs is read again and sent again (its sequence cannot be stored twice)', async () => {
    sim.hang({ target: 'salesOrderLines', method: 'POST' });
    const document = documentFor('P-000308');
    const pushed = await writer({ BC_TIMEOUT_MS: hangTimeoutMs }).push(document, { linesMode: 'separate' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrderLines')).toBe(7);
  });
});

describe('throttling, server errors and tokens', () => {
  it('a 503 then a 429 on the header POST: looked up after the 503, sent again after Retry-After', async () => {
    sim.fail({ target: 'salesOrders', method: 'POST', status: 503 });
    sim.fail({ target: 'salesOrders', method: 'POST', status: 429, retryAfter: '2' });
    const document = documentFor('P-000401');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(3);
    expect(lookups()).toBe(2);
    expect(waits).toContain(2000);
  });

  it('a 429 on the lookup is retried after Retry-After', async () => {
    sim.fail({ target: 'salesOrders', method: 'GET', status: 429, retryAfter: '1' });
    const document = documentFor('P-000402');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(lookups()).toBe(2);
    expect(waits).toEqual([1000]);
  });

  it('gives up after its few retries with an ErpError naming the call, and no sales order was made twice', async () => {
    sim.fail({ target: 'salesOrders', method: 'POST', status: 503, times: 3 });
    const push = writer().push(documentFor('P-000403'), { linesMode: 'inline' });
    await expect(push).rejects.toThrow(
      new RegExp(
        /^P-000403: POST \/v2\.0\/sim-tenant\/production\/api\/v2\.0\/companies\([0-9a-f-]+\)\/salesOrders\?\$expand=salesOrderLines /.source +
          /failed after 3 attempts: HTTP 503 Internal_ServerError: Something went wrong\.$/.source,
      ),
    );
    await expectTransient(push);
    expect(posts('salesOrders')).toBe(3);
    expect(sim.salesOrders).toHaveLength(0);
  });

  it('signs in again when Business Central refuses a revoked token', async () => {
    const bc = writer();
    await bc.push(documentFor('P-000404'), { linesMode: 'inline' });
    sim.revokeTokens();
    const document = documentFor('P-000405');
    const pushed = await bc.push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(sim.stats.tokenRequests).toBe(2);
  });

  it('a 401 on the header POST (nothing done) signs in again and sends it once more', async () => {
    sim.fail({
      target: 'salesOrders',
      method: 'POST',
      status: 401,
      body: { error: { code: 'Authentication_InvalidCredentials', message: 'The server has rejected the client credentials.' } },
    });
    const document = documentFor('P-000406');
    const pushed = await writer().push(document, { linesMode: 'inline' });
    expectOneOrderWithEveryLine(document, pushed);
    expect(posts('salesOrders')).toBe(2);
    expect(sim.stats.tokenRequests).toBe(2);
  });
});

describe('data Business Central refuses', () => {
  const withUnknownItem: SalesOrderLine[] = [
    ...sampleLines.slice(0, 3),
    { lineType: 'Item', lineObjectNumber: 'NO-SUCH-ITEM', quantity: 1, unitOfMeasureCode: 'EA', unitPrice: 5 },
  ];

  it("an unknown item is an ErpDataError in Business Central's words, sent once", async () => {
    const push = writer().push(documentFor('P-000501', withUnknownItem), { linesMode: 'inline' });
    await expect(push).rejects.toThrow(ErpDataError);
    await expect(push).rejects.toThrow(
      new RegExp(
        /^P-000501: POST \/v2\.0\/.*\/salesOrders\?\$expand=salesOrderLines: HTTP 400 Internal_RecordNotFound: /.source +
          /The Item does not exist\. Identification fields and values: No\.='NO-SUCH-ITEM'$/.source,
      ),
    );
    expect(posts('salesOrders')).toBe(1);
    expect(sim.salesOrders).toHaveLength(0);
  });

  it("an unknown item sent line by line stops at that line, sent once ('separate')", async () => {
    const push = writer().push(documentFor('P-000502', withUnknownItem), { linesMode: 'separate' });
    await expect(push).rejects.toThrow(ErpDataError);
    await expect(push).rejects.toThrow(/\/salesOrderLines \(line 40000\): HTTP 400 Internal_RecordNotFound: The Item does not exist/);
    expect(posts('salesOrders')).toBe(1);
    expect(posts('salesOrderLines')).toBe(4);
    expect(sim.salesOrders[0]?.salesOrderLines).toHaveLength(3);
  });

  it('an unknown customer, and a blocked one, are ErpDataErrors naming the portal number', async () => {
    await expect(writer().push(documentFor('P-000503', sampleLines, 'C999'), { linesMode: 'inline' })).rejects.toThrow(
      /^P-000503: POST .*: HTTP 400 Internal_RecordNotFound: The Customer does not exist\. Identification fields and values: No\.='C999'$/,
    );
    sim.setRecords({ ...records, customers: records.customers.map((c) => (c.number === 'C10000' ? { ...c, blocked: 'All' } : c)) });
    try {
      const push = writer().push(documentFor('P-000504'), { linesMode: 'inline' });
      await expect(push).rejects.toThrow(ErpDataError);
      await expect(push).rejects.toThrow(/HTTP 400 Application_DialogException: You cannot create this type of document when Customer C10000 is blocked/);
    } finally {
      sim.setRecords(records);
    }
    expect(posts('salesOrders')).toBe(2);
    expect(sim.salesOrders).toHaveLength(0);
  });
});

describe('answers of an unexpected shape', () => {
  it('a lookup answer without a number is an ErpError naming the field', async () => {
    sim.fail({ target: 'salesOrders', method: 'GET', status: 200, body: { value: [{ id: 'x', externalDocumentNumber: 'P-000601' }] } });
    const push = writer().push(documentFor('P-000601'), { linesMode: 'inline' });
    await expect(push).rejects.toThrow(/^P-000601: GET .*\/salesOrders\?\$filter=.*: unexpected answer: field value\.0\.number: /);
    await expectTransient(push);
  });

  it('a created line answered without its sequence is an ErpError naming the field', async () => {
    sim.fail({ target: 'salesOrderLines', method: 'POST', status: 201, body: { lineType: 'Comment' } });
    const push = writer().push(documentFor('P-000602'), { linesMode: 'separate' });
    await expect(push).rejects.toThrow(/^P-000602: POST .*\/salesOrderLines: unexpected answer: field sequence: /);
  });

  it('a created order answered with something else than an order is an ErpError', async () => {
    sim.fail({ target: 'salesOrders', method: 'POST', status: 201, body: 'created' });
    await expect(writer().push(documentFor('P-000603'), { linesMode: 'inline' })).rejects.toThrow(/unexpected answer: field answer: /);
  });
});
