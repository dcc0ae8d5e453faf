import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/domain/money/money';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { longDay } from '@portal/domain/lead-times/working-days';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { saveInput, trpc } from './orders-test-kit';

/** The order journey's mails, as the outbox holds them after the real actions: plain text and HTML, the HTML like the portal. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let cadDealer: User;
let publicUrl: string;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, fname: 'Ada', lname: 'Admin', email: 'order.mail.admin@staff.example.com' });
  // Names holding markup: every mail must print them as text.
  dealer = await t.makeUser({ ...roles.dealer, fname: '<b>Acme</b>', lname: 'Dealer', email: 'order.mail.dealer@example.com' });
  cadDealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'order.mail.cad@example.com' });
  publicUrl = t.app.deps.config.PUBLIC_URL;
});
afterAll(() => t.close());

const save = (token: string, input: unknown) => trpc(t, token, 'orders.save', input, 'mutation');
async function submitted(user: User, orderName = '<b>Acme</b> patio'): Promise<OrderView> {
  const res = await save(user.token, saveInput({ orderName, status: 'SUBMITTED' }));
  expect(res.status).toBe(200);
  return res.data;
}
async function approved(user: User): Promise<OrderView> {
  const order = await submitted(user);
  const res = await save(admin.token, saveInput({ _id: order._id, orderName: order.orderName, status: 'APPROVED' }));
  expect(res.status).toBe(200);
  return res.data;
}

/** The order's screen, roof and part with their amounts, each kind's subtotal and the total, in its currency as the portal writes money. */
function linesAndTotals(order: OrderView) {
  const money = (cents: number) => formatMoney(cents, order.userDetails.bc_customer_priceGroup);
  const [screen, roof, part] = [order.screens[0]!, order.roofs[0]!, order.parts[0]!];
  return [
    [expect.stringMatching(/^Patio 144" W × \d+/), String(screen.config.copies), money(screen.totalCents)],
    [roof.roofName || 'Roof 1', String(roof.config.copies), money(roof.totalCents)],
    [`${part.displayName} ${part.number}`, String(part.quantity), money(part.totalCents)],
    ['Retractable Screens', money(order.totalsCents.screensTotal)],
    ['Roofs', money(order.totalsCents.roofsTotal)],
    ['Parts', money(order.totalsCents.partsTotal)],
    ['Total', money(order.totalsCents.totalPrice)],
  ];
}

const storeLink = (order: OrderView) => `${publicUrl}/store?order=${order._id}`;

describe('order mails are multipart: the plain text as before, and HTML like the portal (issue: mail that looks like the portal)', () => {
  it('submitted, to the administrators: what happened, the lines and totals, a button to the order; the dealer’s markup printed as text', async () => {
    const order = await submitted(dealer);
    const mail = await outboxMail(t, admin.email, `Order submitted: ${order.portalNumber}`);
    const total = formatMoney(order.totalsCents.totalPrice, 'USD');
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(mail.plain).toBe(
      `<b>Acme</b> Dealer of Shade Masters Inc. submitted the order ${order.portalNumber} "<b>Acme</b> patio" for ${total}.\n\n` +
        `Process it at:\n${storeLink(order)}\n`,
    );
    expect(mail.text).toMatch(/^Dealer Portal /);
    expect(mail.heading).toBe(`Order ${order.portalNumber} submitted`);
    expect(mail.text).toContain(`<b>Acme</b> Dealer of Shade Masters Inc. submitted the order ${order.portalNumber} "<b>Acme</b> patio" for ${total}.`);
    expect(mail.rows).toEqual([
      ['Order', `${order.portalNumber} <b>Acme</b> patio`],
      ['Dealer', 'Shade Masters Inc.'],
      ['Item', 'Qty', 'Amount'],
      ...linesAndTotals(order),
    ]);
    expect(mail.buttonHref).toBe(storeLink(order));
    expect(mail.html).not.toContain('<b>Acme</b>');
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; Dealer');
  });

  it('approved, to the dealer: the order’s summary and the button to it', async () => {
    const order = await approved(dealer);
    const mail = await outboxMail(t, dealer.email, `Your order ${order.portalNumber} <b>Acme</b> patio is approved`);
    expect(mail.plain).toContain(`has been approved. It is promised to ship on ${longDay(order.promisedShipDate!)}.\n\n${storeLink(order)}\n`);
    expect(mail.text).toContain(`It is promised to ship on ${longDay(order.promisedShipDate!)}.`);
    expect(mail.heading).toBe(`Your order ${order.portalNumber} is approved`);
    expect(mail.rows).toEqual(expect.arrayContaining(linesAndTotals(order)));
    expect(mail.buttonHref).toBe(storeLink(order));
  });

  it('rejected: the reason as written, escaped', async () => {
    const order = await submitted(dealer);
    const reason = 'Measurements <i>look</i> wrong';
    expect((await trpc(t, admin.token, 'orders.reject', { id: order._id, reason }, 'mutation')).status).toBe(200);
    const mail = await outboxMail(t, dealer.email, `Your order ${order.portalNumber} <b>Acme</b> patio was rejected`);
    expect(mail.plain).toContain(`Reason: ${reason}`);
    expect(mail.heading).toBe(`Your order ${order.portalNumber} was rejected`);
    expect(mail.text).toContain(`was rejected. The reason: ${reason}`);
    expect(mail.html).toContain('Measurements &lt;i&gt;look&lt;/i&gt; wrong');
    expect(mail.buttonHref).toBe(storeLink(order));
  });

  it('shipped: the carrier, the tracking number and the tracking link beside the summary', async () => {
    const order = await approved(dealer);
    expect((await trpc(t, admin.token, 'orders.ship', { id: order._id, shippingAgent: 'UPS', trackingNumber: '1Z 999' }, 'mutation')).status).toBe(200);
    const mail = await outboxMail(t, dealer.email, `Your order ${order.portalNumber} <b>Acme</b> patio has shipped`);
    expect(mail.plain).toContain('Track it at:\nhttps://www.ups.com/track?tracknum=1Z%20999');
    expect(mail.heading).toBe(`Your order ${order.portalNumber} has shipped`);
    expect(mail.rows).toEqual(expect.arrayContaining([['Carrier', 'UPS'], ['Tracking number', '1Z 999'], ...linesAndTotals(order)]));
    expect(mail.text).toContain('Track it at https://www.ups.com/track?tracknum=1Z%20999');
    expect(mail.html).toContain('href="https://www.ups.com/track?tracknum=1Z%20999"');
    expect(mail.buttonHref).toBe(storeLink(order));
  });

  it('writes money in the order’s currency, as the portal does: a CAD order’s amounts are CA$', async () => {
    const order = await submitted(cadDealer, 'Cottage deck');
    const mail = await outboxMail(t, admin.email, `Order submitted: ${order.portalNumber}`);
    expect(order.userDetails.bc_customer_priceGroup).toBe('CAD');
    expect(mail.rows).toContainEqual(['Total', formatMoney(order.totalsCents.totalPrice, 'CAD')]);
    expect(mail.rows.at(-1)?.[1]).toMatch(/^CA\$/);
  });
});
