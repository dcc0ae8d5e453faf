import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/domain/money/money';
import type { OrderView } from '@portal/domain/orders/order-view';
import { findSampleSalesOrderByNumber } from '@portal/db/queries/erp-sync';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail, rendered } from '../mail/templates/mail-test-kit';
import { fullCart, saveInput, trpc } from '../orders/orders-test-kit';
import { erpSyncFailedMail } from './erp-sync-mail';

/** The mails the ERP's answers cause: a shipment to the order's filer, a refused sales order to the administrators. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let publicUrl: string;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true, ERP_SYNC_POLL_INTERVAL_MS: 50, BC_SYNC_INTERVAL_S: 1 } });
  admin = await t.makeUser({ ...roles.admin, email: 'erp.mail.desk@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'erp.mail.dealer@example.com' });
  publicUrl = t.app.deps.config.PUBLIC_URL;
});
afterAll(() => t.close());

const orderOf = async (id: string) => (await t.call('GET', `/api/orders/${id}`, { token: admin.token })).body as OrderView;

/** An order approved and sent to the sample ERP as a sales order. */
async function sentOrder(orderName: string): Promise<OrderView> {
  const submitted = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName, status: 'SUBMITTED' }), 'mutation');
  await trpc(t, admin.token, 'orders.save', saveInput({ _id: submitted.data._id, cart: fullCart(), orderName, status: 'APPROVED' }), 'mutation');
  await expect.poll(async () => (await orderOf(submitted.data._id)).erpSync.status).toBe('sent');
  return orderOf(submitted.data._id);
}

describe('ERP mails are multipart, the HTML like the portal', () => {
  it('a partial shipment: what it holds as lines, the carrier and tracking, a button to the order', async () => {
    const order = await sentOrder('<i>Lakeside</i> porch');
    const held = await findSampleSalesOrderByNumber(t.db.db, order.erpSync.salesOrderNumber ?? '');
    const item = held?.lines.find((l) => l.lineType === 'Item');
    if (!item || item.lineType !== 'Item') throw new Error('no item line');
    const posted = await t.call('POST', `/api/admin/orders/${order._id}/sample-erp/shipments`, {
      token: admin.token,
      body: { shippingAgent: 'FedEx', trackingNumber: '7946', lines: [{ sequence: item.sequence, quantity: 1 }] },
    });
    expect(posted.status).toBe(201);
    const mail = await outboxMail(t, dealer.email, `Part of your order ${order.portalNumber}`);
    const shipment = (await orderOf(order._id)).shipments[0]!;
    const link = `${publicUrl}/store?order=${order._id}`;
    expect(mail.plain).toContain(`Part of your order ${order.portalNumber} "<i>Lakeside</i> porch" shipped on ${shipment.shipmentDate}`);
    expect(mail.plain).toContain(`Track it at:\nhttps://www.fedex.com/fedextrack/?trknbr=7946\n\n${link}\n`);
    expect(mail.heading).toBe(`Part of your order ${order.portalNumber} has shipped`);
    expect(mail.text).toContain(
      `Part of your order ${order.portalNumber} "<i>Lakeside</i> porch" shipped on ${shipment.shipmentDate} ` +
        `with FedEx, tracking number 7946 (shipment ${shipment.number}).`,
    );
    expect(mail.rows).toEqual([
      ['Order', `${order.portalNumber} <i>Lakeside</i> porch`],
      ['Shipment', shipment.number],
      ['Shipped on', shipment.shipmentDate],
      ['Carrier', 'FedEx'],
      ['Tracking number', '7946'],
      ['Item', 'Qty'],
      [item.lineObjectNumber, '1'],
    ]);
    expect(mail.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=7946"');
    expect(mail.html).toContain('&lt;i&gt;Lakeside&lt;/i&gt;');
    expect(mail.buttonHref).toBe(link);
  });

  it('a refused sales order: the ERP’s reason as text, the order’s lines and totals, a button to the failed orders', async () => {
    const order = await sentOrder('Refused deck');
    const reason = 'POST …/salesOrders: HTTP 400 <error>Customer C10000 is blocked</error>';
    const mail = await rendered(erpSyncFailedMail(admin.email, order, reason, publicUrl));
    const failed = `${publicUrl}/admin/orders?erpSync=failed`;
    expect(mail.plain).toContain(`Reason: ${reason}\n\n`);
    expect(mail.heading).toBe(`Sales order not created for ${order.portalNumber}`);
    expect(mail.text).toContain(`The ERP's reason: ${reason} Put it right in the ERP (or in the order), then retry it from the failed orders.`);
    expect(mail.html).toContain('&lt;error&gt;Customer C10000 is blocked&lt;/error&gt;');
    expect(mail.rows).toContainEqual(['Total', formatMoney(order.totalsCents.totalPrice, 'USD')]);
    expect(mail.rows).toContainEqual(['Parts', formatMoney(order.totalsCents.partsTotal, 'USD')]);
    expect(mail.buttonHref).toBe(failed);
  });
});
