import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SalesOrderDocument } from '@portal/domain/erp-sync/sales-order-document';
import { lineAmountCents } from '@portal/domain/erp-sync/sales-order-document';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { ErpError } from '../../adapters/erp/erp-source';
import { ErpDataError, type SalesOrderWriter } from '../../adapters/erp/sales-orders';
import { createSampleSalesOrders } from '../../adapters/erp/sample-sales-orders';
import { fullCart, saveInput, trpc } from '../orders/orders-test-kit';

/** Issue 30, points 2 and 3: an approval queues the sales order; the job sends it, once; the sync is visible and a failure can be retried. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Order = {
  _id: string;
  portalNumber: string;
  totalsCents: { totalPrice: number };
  erpSync: { status: string; salesOrderNumber: string | null; attempts: number; lastError: string | null };
};

/** The sample ERP, with refusals scripted per portal number: each push of that order takes the next one (then goes through). */
const refusals = new Map<string, Error[]>();
const pushed: SalesOrderDocument[] = [];
/** The lines mode each push was asked for, by portal number; the orders whose push falls back to lines one by one (a refusal of Business Central's). */
const askedModes = new Map<string, string>();
const fallsBack = new Set<string>();
let t: TestApp;
let admin: User;
let dealer: User;
const writer: SalesOrderWriter = {
  kind: 'sample',
  push: async (document, options) => {
    pushed.push(document);
    askedModes.set(document.header.externalDocumentNumber, options.linesMode);
    const refusal = refusals.get(document.header.externalDocumentNumber)?.shift();
    if (refusal) throw refusal;
    const result = await createSampleSalesOrders(t.db.db).push(document, options);
    return fallsBack.has(document.header.externalDocumentNumber) ? { ...result, linesMode: 'separate' } : result;
  },
};

beforeAll(async () => {
  t = await createTestApp({
    config: { SAMPLE_CATALOG_ON_START: true, ERP_SYNC_POLL_INTERVAL_MS: 50, ERP_SYNC_RETRY_BASE_MS: 20, ERP_SYNC_RETRY_MAX_MS: 40 },
    salesOrders: writer,
  });
  admin = await t.makeUser({ ...roles.admin, email: 'desk@portal.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'sync@dealer.example.com' });
});
afterAll(() => t.close());

async function approvedOrder(name: string, prepare: (portalNumber: string) => void = () => undefined): Promise<Order> {
  const submitted = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: name, status: 'SUBMITTED' }), 'mutation');
  expect(submitted.status).toBe(200);
  prepare(submitted.data.portalNumber);
  const approved = await trpc(
    t,
    admin.token,
    'orders.save',
    saveInput({ _id: submitted.data._id, cart: fullCart(), orderName: name, status: 'APPROVED' }),
    'mutation',
  );
  expect(approved.status).toBe(200);
  return approved.data as Order;
}

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await t.db.db.execute(query)) as { rows: T[] }).rows;
const orderAs = async (token: string, id: string) => (await t.call('GET', `/api/orders/${id}`, { token })).body as Order;
const syncOf = async (id: string) => (await orderAs(admin.token, id)).erpSync;
const adminList = async (query: string) =>
  (await t.call('GET', `/api/admin/orders?${query}`, { token: admin.token })).body as { items: Order[]; total: number };

describe('an approved order becomes one sales order', () => {
  it('commits the approval at once with the job queued, then the job sends it: the sales order number shows in the view and the lists', async () => {
    const order = await approvedOrder('Sent by the job');
    expect(['queued', 'sent']).toContain(order.erpSync.status);
    await expect.poll(async () => (await syncOf(order._id)).status).toBe('sent');
    const sent = await orderAs(dealer.token, order._id);
    expect(sent.erpSync).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.erpSync.salesOrderNumber).toMatch(/^S-ORD-1\d{4}$/);
    expect(sent).toMatchObject({ salesOrderNumber: sent.erpSync.salesOrderNumber });
    // The lists' stored rows were written again with the sync.
    const listed = (await adminList(`filter=${order.portalNumber}`)).items[0];
    expect(listed?.erpSync).toMatchObject({ status: 'sent', salesOrderNumber: sent.erpSync.salesOrderNumber });
    // The ERP holds one sales order for it, its item lines adding up to the order's total to the cent.
    const held = await rowsOf<{ lines: SalesOrderDocument['lines'] }>(
      sql`select lines from sample_erp_sales_orders where external_document_number = ${order.portalNumber}`,
    );
    expect(held).toHaveLength(1);
    const lines = held[0]?.lines ?? [];
    const itemCents = lines.reduce((sum, l) => sum + (l.lineType === 'Item' ? lineAmountCents(l.quantity, l.unitPrice) : 0), 0);
    expect(itemCents).toBe(order.totalsCents.totalPrice);
    expect(lines.filter((l) => l.lineType === 'Comment').length).toBeGreaterThan(0);
  });

  it('leaves orders that were never approved not sent, and the admin list filters by the sync', async () => {
    const submitted = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: 'Only submitted', status: 'SUBMITTED' }), 'mutation');
    expect((await syncOf(submitted.data._id)).status).toBe('not-sent');
    const notSent = await adminList('erpSync=not-sent&limit=100');
    expect(notSent.items.map((o) => o._id)).toContain(submitted.data._id);
    expect(notSent.items.every((o) => o.erpSync.status === 'not-sent')).toBe(true);
    const sent = await adminList('erpSync=sent&limit=100');
    expect(sent.items.length).toBeGreaterThan(0);
    expect(sent.items.every((o) => o.erpSync.status === 'sent')).toBe(true);
    expect(sent.total).toBe(sent.items.length);
    const bad = await t.call('GET', '/api/admin/orders?erpSync=lost', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('erpSync must be one of not-sent, queued, sent, failed');
  });
});

describe('lines inside the header, or one by one', () => {
  it('remembers a fall-back to lines one by one: every later sales order is sent that way at once', async () => {
    const first = await approvedOrder('Inline lines refused', (n) => fallsBack.add(n));
    await expect.poll(async () => (await syncOf(first._id)).status).toBe('sent');
    expect(askedModes.get(first.portalNumber)).toBe('inline');
    const next = await approvedOrder('After the fall-back');
    await expect.poll(async () => (await syncOf(next._id)).status).toBe('sent');
    expect(askedModes.get(next.portalNumber)).toBe('separate');
    // Back to the default for the tests after this one.
    await t.db.db.execute(sql`delete from settings where key = 'erp.salesOrderLinesMode'`);
  });
});

describe('when the ERP fails', () => {
  it('keeps a job queued through failures of the ERP itself, counting attempts, until it goes through', async () => {
    const order = await approvedOrder('Through an outage', (n) =>
      refusals.set(n, [new ErpError('GET …/salesOrders failed after 3 attempts: HTTP 503'), new ErpError('no answer')]),
    );
    await expect.poll(async () => (await syncOf(order._id)).status).toBe('sent');
    expect((await syncOf(order._id)).attempts).toBe(3);
  });

  it('stops on a refusal of the data with the ERP’s words, mails the administrators once, and sends it again on Retry', async () => {
    const reason = 'P-…: POST …/salesOrders: HTTP 400 BadRequest: Customer C10000 is blocked';
    const order = await approvedOrder('Blocked customer', (n) => refusals.set(n, [new ErpDataError(reason)]));
    await expect.poll(async () => (await syncOf(order._id)).status).toBe('failed');
    const failed = await orderAs(admin.token, order._id);
    expect(failed.erpSync).toMatchObject({ status: 'failed', lastError: reason, salesOrderNumber: null, attempts: 1 });
    expect((await adminList('erpSync=failed')).items.map((o) => o._id)).toEqual([order._id]);
    const mails = (await listOutboxFor(t.db.db, 'desk@portal.example.com')).filter((m) => m.subject.startsWith('Sales order not created'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(order.portalNumber);
    expect(mails[0]?.text).toContain(`Reason: ${reason}`);
    expect(mails[0]?.text).toContain('/admin/orders?erpSync=failed');

    // Not the dealer's to retry; an order that is not failed cannot be retried.
    expect((await t.call('POST', `/api/admin/orders/${order._id}/erp-sync`, { token: dealer.token })).status).toBe(403);
    const retried = await t.call('POST', `/api/admin/orders/${order._id}/erp-sync`, { token: admin.token });
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ message: 'The sales order is queued again.' });
    await expect.poll(async () => (await syncOf(order._id)).status).toBe('sent');
    expect((await syncOf(order._id)).attempts).toBe(1);
    const again = await t.call('POST', `/api/admin/orders/${order._id}/erp-sync`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERP_SYNC_NOT_FAILED', message: 'Only an order whose sales order failed can be sent again' });
    expect((await t.call('POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/erp-sync', { token: admin.token })).status).toBe(404);
    // One failure, one mail (the retry that went through sent none).
    expect((await listOutboxFor(t.db.db, 'desk@portal.example.com')).filter((m) => m.subject.startsWith('Sales order not created'))).toHaveLength(1);
  });

  it('never holds two sales orders for one order: a push that committed before its answer was lost is adopted by the next', async () => {
    const sample = createSampleSalesOrders(t.db.db);
    let lost = true;
    writer.push = async (document, options) => {
      pushed.push(document);
      const result = await sample.push(document, options);
      if (lost) {
        lost = false;
        throw new ErpError('POST …/salesOrders: the connection closed before an answer');
      }
      return result;
    };
    const order = await approvedOrder('Answer lost');
    await expect.poll(async () => (await syncOf(order._id)).status).toBe('sent');
    const held = await rowsOf<{ number: string }>(sql`select number from sample_erp_sales_orders where external_document_number = ${order.portalNumber}`);
    expect(held).toHaveLength(1);
    expect((await syncOf(order._id)).salesOrderNumber).toBe(held[0]?.number);
  });
});
