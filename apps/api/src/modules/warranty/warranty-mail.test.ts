import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { makeOrder, warrantyBody } from './warranty-test-kit';

/** A warranty request's mails, as the outbox holds them after the real actions: plain text and HTML, its screens and roofs as lines. */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let dealer: User;
let shipped: OrderView;
let publicUrl: string;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'warranty.mail.admin@example.com' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'warranty.mail.dealer@example.com', fname: 'Dana', lname: '<b>Dealer</b>' });
  shipped = await makeOrder(t, dealer.id, admin.id, 'Shipped');
  publicUrl = t.app.deps.config.PUBLIC_URL;
});
afterAll(() => t.close());

describe('warranty mails are multipart, the HTML like the portal', () => {
  it('filed, to the administrators: the screens reported with their parts and comments, the message as text, a button to process it', async () => {
    const comments = { Housing: 'Dented <b>badly</b>', Motor: 'Does not turn' };
    const body = warrantyBody(shipped, { warrantyMessage: 'Arrived <i>damaged</i>' });
    const res = await t.call('POST', '/api/warranty', {
      token: dealer.token,
      body: { ...body, warrantyItems: [{ ...body.warrantyItems[0], comments }] },
    });
    expect(res.status).toBe(201);
    const w = res.body as { _id: string; warrantyId: string; warrantyItems: { itemName: string }[] };
    const mail = await outboxMail(t, admin.email, `Warranty request ${w.warrantyId} filed`);
    const href = `${publicUrl}/admin/warranties?warranty=${w._id}`;
    const itemName = w.warrantyItems[0]!.itemName;
    expect(mail.plain).toContain(`- ${itemName}: Housing (Dented <b>badly</b>); Motor (Does not turn)\n\nArrived <i>damaged</i>\n\nProcess it at:\n${href}\n`);
    expect(mail.heading).toBe(`Warranty request ${w.warrantyId} filed`);
    expect(mail.text).toContain(
      `Dana <b>Dealer</b> of Shade Masters Inc. filed warranty request ${w.warrantyId} on the order ${shipped.portalNumber} "${shipped.orderName}": ` +
        'Arrived <i>damaged</i>',
    );
    expect(mail.rows).toEqual([
      ['Request', w.warrantyId],
      ['Order', `${shipped.portalNumber} ${shipped.orderName}`],
      ['Dealer', 'Shade Masters Inc.'],
      ['Status', 'New'],
      ['Item'],
      [`${itemName} Housing (Dented <b>badly</b>); Motor (Does not turn)`],
    ]);
    expect(mail.html).not.toMatch(/<b>|<i>/);
    expect(mail.buttonHref).toBe(href);
  });

  it('a new status, to the dealer: from and to, a button to the request on the account page', async () => {
    const filed = (await t.call('POST', '/api/warranty', { token: dealer.token, body: warrantyBody(shipped) })).body as { _id: string; warrantyId: string };
    await t.call('PATCH', '/api/warranty', { token: admin.token, body: { _id: filed._id, warrantyStatus: 'In Progress' } });
    const mail = await outboxMail(t, dealer.email, `${filed.warrantyId} is In Progress`);
    const href = `${publicUrl}/account/warranties?warranty=${filed._id}`;
    expect(mail.plain).toContain(`moved from New to In Progress.\n\n${href}\n`);
    expect(mail.heading).toBe(`Your warranty request ${filed.warrantyId} is In Progress`);
    expect(mail.text).toContain(`on the order ${shipped.portalNumber} "${shipped.orderName}" moved from New to In Progress.`);
    expect(mail.rows).toContainEqual(['Status', 'In Progress']);
    expect(mail.buttonHref).toBe(href);
  });
});
