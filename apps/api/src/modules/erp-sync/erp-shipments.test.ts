import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { getSetting, putSetting } from '@portal/db/queries/settings';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { fullCart, saveInput, trpc } from '../orders/orders-test-kit';
import { applyShipment } from './erp-documents-apply';
import { pollErpOnce } from './erp-poller';
import type { ErpDocumentReader } from '../../adapters/erp/erp-documents';
import { findSampleSalesOrderByNumber } from '@portal/db/queries/erp-sync';

/** Issue 30, points 4 and 6: shipments, tracking and invoices come back by themselves; the sample ERP posts them from the order desk. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Shipment = { number: string; shippingAgent: string | null; trackingNumber: string | null; tracking: unknown; lines: { quantity: number }[] };
type Order = {
  _id: string;
  portalNumber: string;
  status: string;
  shippingAgent: string | null;
  trackingNumber: string | null;
  shippingDate: string | null;
  totalsCents: { totalPrice: number };
  erpSync: { status: string; salesOrderNumber: string | null };
  shipments: Shipment[];
  history: { by: string; from: string | null; to: string }[];
};

let t: TestApp;
let admin: User;
let dealer: User;
let stranger: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true, ERP_SYNC_POLL_INTERVAL_MS: 50, BC_SYNC_INTERVAL_S: 1 } });
  admin = await t.makeUser({ ...roles.admin, email: 'desk@ship.example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'dealer@ship.example.com' });
  stranger = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'other@ship.example.com' });
});
afterAll(() => t.close());

const orderOf = async (token: string, id: string) => (await t.call('GET', `/api/orders/${id}`, { token })).body as Order;
const shipmentMails = async () => (await listOutboxFor(t.db.db, 'dealer@ship.example.com')).filter((m) => /has shipped$/.test(m.subject));

/** The first Item line of the order's sales order in the sample ERP (Comment lines come before each screen's items). */
async function firstItem(order: Order): Promise<{ sequence: number; quantity: number }> {
  const held = await findSampleSalesOrderByNumber(t.db.db, order.erpSync.salesOrderNumber ?? '');
  const item = held?.lines.find((l) => l.lineType === 'Item');
  if (!item || item.lineType !== 'Item') throw new Error('no item line');
  return { sequence: item.sequence, quantity: item.quantity };
}

async function sentOrder(name: string): Promise<Order> {
  const submitted = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: name, status: 'SUBMITTED' }), 'mutation');
  await trpc(t, admin.token, 'orders.save', saveInput({ _id: submitted.data._id, cart: fullCart(), orderName: name, status: 'APPROVED' }), 'mutation');
  await expect.poll(async () => (await orderOf(admin.token, submitted.data._id)).erpSync.status).toBe('sent');
  return orderOf(admin.token, submitted.data._id);
}

describe('shipments come back', () => {
  it('shows a partial shipment per line and mails it once; the rest ships the order, dated, with its carrier and tracking link', async () => {
    const order = await sentOrder('Two parts');
    const ship = (body: unknown) => t.call('POST', `/api/admin/orders/${order._id}/sample-erp/shipments`, { token: admin.token, body });
    expect((await ship({ shippingAgent: 'UPS', trackingNumber: '1Z1' })).status).toBe(201);
    // That shipped everything; a second order ships in two parts.
    const parts = await sentOrder('In two parts');
    const partial = await t.call('POST', `/api/admin/orders/${parts._id}/sample-erp/shipments`, {
      token: admin.token,
      body: { shippingAgent: 'FedEx', trackingNumber: '7946', lines: [{ sequence: (await firstItem(parts)).sequence, quantity: 1 }] },
    });
    expect(partial.status).toBe(201);
    await expect.poll(async () => (await orderOf(dealer.token, parts._id)).shipments.length).toBe(1);
    const half = await orderOf(dealer.token, parts._id);
    expect(half.status).toBe('APPROVED');
    expect(half.shipments[0]).toMatchObject({
      shippingAgent: 'FedEx',
      trackingNumber: '7946',
      tracking: { url: 'https://www.fedex.com/fedextrack/?trknbr=7946' },
    });
    expect(half.shipments[0]?.lines).toEqual([expect.objectContaining({ quantity: 1 })]);

    const rest = await t.call('POST', `/api/admin/orders/${parts._id}/sample-erp/shipments`, {
      token: admin.token,
      body: { shippingAgent: 'UPS', trackingNumber: '1Z2' },
    });
    expect(rest.status).toBe(201);
    await expect.poll(async () => (await orderOf(dealer.token, parts._id)).status).toBe('Shipped');
    const shipped = await orderOf(dealer.token, parts._id);
    expect(shipped).toMatchObject({ shippingAgent: 'UPS', trackingNumber: '1Z2' });
    expect(shipped.shippingDate).not.toBeNull();
    expect(shipped.shipments).toHaveLength(2);
    expect(shipped.history.at(-1)).toMatchObject({ by: 'Business Central', from: 'APPROVED', to: 'Shipped' });

    // Nothing is left: the sample refuses a third shipment.
    const none = await t.call('POST', `/api/admin/orders/${parts._id}/sample-erp/shipments`, {
      token: admin.token,
      body: { shippingAgent: 'UPS', trackingNumber: '1Z3' },
    });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: 'Everything on this sales order has shipped already' });

    // One mail per shipment: 'Part of…' for the first, 'has shipped' for the rest, and the whole first order's; never again on later reads.
    await expect.poll(async () => (await shipmentMails()).length).toBe(3);
    const subjects = (await shipmentMails()).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      `Part of your order ${parts.portalNumber} In two parts has shipped`,
      `Your order ${order.portalNumber} Two parts has shipped`,
      `Your order ${parts.portalNumber} In two parts has shipped`,
    ]);
  });

  it('refuses a shipment of more than is left, naming the field, and one for an order the sample does not hold', async () => {
    const order = await sentOrder('Too many');
    const tooMany = await t.call('POST', `/api/admin/orders/${order._id}/sample-erp/shipments`, {
      token: admin.token,
      body: { shippingAgent: 'UPS', trackingNumber: '1Z9', lines: [{ sequence: (await firstItem(order)).sequence, quantity: 10_000 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('lines.0.quantity');
    const submitted = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: 'Not approved', status: 'SUBMITTED' }), 'mutation');
    const notSent = await t.call('POST', `/api/admin/orders/${submitted.data._id}/sample-erp/shipments`, {
      token: admin.token,
      body: { shippingAgent: 'UPS', trackingNumber: '1' },
    });
    expect(notSent.status).toBe(409);
    expect(notSent.body).toMatchObject({ message: "This order's sales order is not in the sample ERP yet" });
    expect(
      (
        await t.call('POST', `/api/admin/orders/${order._id}/sample-erp/shipments`, {
          token: dealer.token,
          body: { shippingAgent: 'UPS', trackingNumber: '1' },
        })
      ).status,
    ).toBe(403);
  });

  it('skips a shipment for a sales order the portal never sent, saying which, and writes nothing', async () => {
    const applied = await applyShipment(
      { db: t.db.db, outbox: t.app.deps.outbox, publicUrl: 'http://localhost' },
      { id: 'x-1', number: 'S-SHP-9', orderNumber: 'S-ORD-99999', shipmentDate: '2026-12-07', lastModifiedDateTime: '2026-12-07T10:00:00Z', lines: [] },
      undefined,
    );
    expect(applied).toEqual({ kind: 'skipped', reason: 'salesShipments S-SHP-9: orderNumber S-ORD-99999 is no sales order the portal sent' });
  });
});

describe('a shipment posted while the poller reads', () => {
  it('is stored and mailed with its carrier: the shipments are read before the tracking', async () => {
    const order = await sentOrder('Posted mid-read');
    const salesOrder = await findSampleSalesOrderByNumber(t.db.db, order.erpSync.salesOrderNumber ?? '');
    const lines = (salesOrder?.lines ?? []).flatMap((l) =>
      l.lineType === 'Item' ? [{ sequence: l.sequence, lineObjectNumber: l.lineObjectNumber, quantity: l.quantity }] : [],
    );
    const at = '2026-12-07T10:00:00.000Z';
    const shipment = {
      id: 'mid-read-1',
      number: 'S-SHP-777001',
      orderNumber: order.erpSync.salesOrderNumber ?? '',
      shipmentDate: '2026-12-07',
      lastModifiedDateTime: at,
      lines,
    };
    const tracking = { ...shipment, shippingAgentCode: 'UPS', packageTrackingNo: '1ZMID', lines: undefined };
    // Business Central posts the shipment (with its carrier) just after the poller's first call.
    let calls = 0;
    const posted = () => calls++ > 0;
    const reader: ErpDocumentReader = {
      kind: 'business-central',
      shipmentsSince: async () => ({ records: posted() ? [shipment] : [], skipped: [] }),
      trackingsSince: async () => ({ records: posted() ? [tracking] : [], skipped: [] }),
      invoicesSince: async () => ({ records: [], skipped: [] }),
      invoicePdf: async () => null,
    };
    const deps = { db: t.db.db, reader, outbox: t.app.deps.outbox, log: t.app.log, publicUrl: 'http://localhost' };
    await pollErpOnce(deps);
    await pollErpOnce(deps);
    const stored = (await orderOf(dealer.token, order._id)).shipments;
    expect(stored).toEqual([expect.objectContaining({ number: 'S-SHP-777001', shippingAgent: 'UPS', trackingNumber: '1ZMID' })]);
    const mail = (await shipmentMails()).find((m) => m.text.includes('S-SHP-777001'));
    expect(mail?.text).toContain('with UPS, tracking number 1ZMID');
  });
});

describe('invoices come back', () => {
  it('lists an invoice on the order for its dealer and streams its PDF through the portal; anyone else gets 404', async () => {
    const order = await sentOrder('Invoiced');
    expect((await t.call('POST', `/api/admin/orders/${order._id}/sample-erp/invoices`, { token: admin.token })).status).toBe(201);
    const list = async () =>
      (await t.call('GET', `/api/orders/${order._id}/invoices`, { token: dealer.token })).body as {
        items: { id: string; number: string; totalCents: number; currency: string }[];
      };
    await expect.poll(async () => (await list()).items.length).toBe(1);
    const [invoice] = (await list()).items;
    expect(invoice).toMatchObject({ totalCents: order.totalsCents.totalPrice, currency: 'USD' });
    expect(invoice?.number).toMatch(/^S-INV-1\d{5}$/);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/invoices/${invoice?.id}/pdf`,
      headers: { authorization: `Bearer ${dealer.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Invoice ${invoice?.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await t.call('GET', `/api/orders/${order._id}/invoices`, { token: stranger.token })).status).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/invoices/${invoice?.id}/pdf`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const other = await sentOrder('No invoice');
    const wrongOrder = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${other._id}/invoices/${invoice?.id}/pdf`,
      headers: { authorization: `Bearer ${dealer.token}` },
    });
    expect(wrongOrder.statusCode).toBe(404);
  });
});

describe('a record whose apply throws', () => {
  it('is logged and read again at the next poll; the records after it are applied at once', async () => {
    const [first, second] = [await sentOrder('Throws once'), await sentOrder('Applied beside it')];
    const shipmentOf = async (order: Order, id: string, at: string) => {
      const salesOrder = await findSampleSalesOrderByNumber(t.db.db, order.erpSync.salesOrderNumber ?? '');
      const lines = (salesOrder?.lines ?? []).flatMap((l) =>
        l.lineType === 'Item' ? [{ sequence: l.sequence, lineObjectNumber: l.lineObjectNumber, quantity: l.quantity }] : [],
      );
      return { id, number: `S-SHP-${id}`, orderNumber: order.erpSync.salesOrderNumber ?? '', shipmentDate: '2026-12-07', lastModifiedDateTime: at, lines };
    };
    const shipments = [await shipmentOf(first, '880001', '2099-01-01T11:00:00.000Z'), await shipmentOf(second, '880002', '2099-01-01T11:30:00.000Z')];
    const asked: (Date | null)[] = [];
    const reader: ErpDocumentReader = {
      kind: 'business-central',
      shipmentsSince: async (since) => {
        asked.push(since);
        return { records: shipments.filter((s) => !since || Date.parse(s.lastModifiedDateTime) >= since.getTime()), skipped: [] };
      },
      trackingsSince: async () => ({ records: [], skipped: [] }),
      invoicesSince: async () => ({ records: [], skipped: [] }),
      invoicePdf: async () => null,
    };
    // The database fails the first shipment's transaction once, as a connection lost mid-write would.
    let failures = 1;
    const db = new Proxy(t.db.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && failures > 0) {
          failures -= 1;
          return () => Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const deps = { db, reader, outbox: t.app.deps.outbox, log: t.app.log, publicUrl: 'http://localhost' };

    // Dated ahead of the sample ERP's own records, which the server's poller reads beside this test, so it never moves this
    // set's watermark past them; the watermark is put back after.
    const watermarks = await getSetting(t.db.db, 'erp.pollWatermarks');
    onTestFinished(() => putSetting(t.db.db, 'erp.pollWatermarks', watermarks));
    const firstRead = await pollErpOnce(deps);
    expect(firstRead).toMatchObject({ shipments: 1, failed: 1 });
    expect((await orderOf(dealer.token, first._id)).shipments).toEqual([]);
    expect((await orderOf(dealer.token, second._id)).shipments).toEqual([expect.objectContaining({ number: 'S-SHP-880002' })]);

    const secondRead = await pollErpOnce(deps);
    // The watermark stayed before the failed record (dated more than the re-read overlap before the newest), so the next read
    // held it, and the applied one again, which changes nothing.
    expect(asked[1]?.getTime()).toBeLessThanOrEqual(Date.parse(shipments[0]?.lastModifiedDateTime ?? ''));
    expect(secondRead).toMatchObject({ shipments: 1, failed: 0 });
    expect((await orderOf(dealer.token, first._id)).shipments).toEqual([expect.objectContaining({ number: 'S-SHP-880001' })]);
    expect((await orderOf(dealer.token, second._id)).shipments).toHaveLength(1);
    expect((await shipmentMails()).filter((m) => m.text.includes('S-SHP-88000'))).toHaveLength(2);
  });
});
