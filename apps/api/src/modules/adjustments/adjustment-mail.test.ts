import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail, rendered } from '../mail/templates/mail-test-kit';
import { makeOrder } from '../warranty/warranty-test-kit';
import { adjustmentStatusMail, adjustmentSubmittedMail, type AdjustmentMailFacts } from './adjustment-mail';
import { openIssue, setAdjustmentsEnabled } from './adjustments-test-kit';

const facts: AdjustmentMailFacts = {
  id: '30000000-0000-4000-8000-000000000029',
  description: 'Porch repairs',
  portalNumber: 'P-000731',
  orderName: 'Lakeside porch',
  status: 'Awaiting_Reviewer',
  shippingAgent: null,
  trackingNumber: null,
  issues: [{ item: 'Screen 1', issue: 'Torn mesh', kind: 'Reorder', status: 'In Review' }],
};
const publicUrl = 'https://portal.example.com';

describe('an adjustment’s mails link to that adjustment’s dialog (issue 29)', () => {
  it('reviewers: /admin/adjustments/{id}', () => {
    expect(adjustmentSubmittedMail('staff@example.com', facts, 'Ada Adams', publicUrl).text).toContain(`${publicUrl}/admin/adjustments/${facts.id}\n`);
  });

  it('the requester, for every status mailed: /account/adjustments/{id}', () => {
    for (const status of ['Awaiting_Requester', 'Approved', 'Rejected', 'Shipped'] as const)
      expect(adjustmentStatusMail('ada@example.com', { ...facts, status }, publicUrl)?.text).toContain(`${publicUrl}/account/adjustments/${facts.id}\n`);
  });
});

describe('an adjustment’s mails name its order by portal number and name (issue 30)', () => {
  it('in the subject of the reviewers’ mail and in the text of every mail', () => {
    const submitted = adjustmentSubmittedMail('staff@example.com', facts, 'Ada Adams', publicUrl);
    expect(submitted.subject).toBe('Order adjustment submitted for review: Porch repairs (P-000731 Lakeside porch)');
    for (const status of ['Awaiting_Requester', 'Approved', 'Rejected', 'Shipped'] as const)
      expect(adjustmentStatusMail('ada@example.com', { ...facts, status }, publicUrl)?.text).toContain('P-000731 "Lakeside porch"');
  });
});

describe('an adjustment’s mails have an HTML twin like the portal', () => {
  it('the reviewers’: what happened, the adjustment and its order, a button to review it; markup in its name printed as text', async () => {
    const mail = await rendered(adjustmentSubmittedMail('staff@example.com', { ...facts, description: '<b>Porch</b> repairs' }, 'Ada Adams', publicUrl));
    expect(mail.heading).toBe('Order adjustment submitted for review');
    expect(mail.text).toContain('Ada Adams submitted the order adjustment "<b>Porch</b> repairs" on the order P-000731 "Lakeside porch" for review.');
    expect(mail.rows).toEqual([
      ['Adjustment', '<b>Porch</b> repairs'],
      ['Order', 'P-000731 Lakeside porch'],
      ['Item'],
      ['Screen 1: Torn mesh Reorder · In Review'],
    ]);
    expect(mail.html).not.toContain('<b>');
    expect(mail.buttonHref).toBe(`${publicUrl}/admin/adjustments/${facts.id}`);
  });

  it('the requester’s, for every status mailed: the subject’s words as the heading, the text’s sentence, a button to the adjustment', async () => {
    for (const [status, heading] of [
      ['Awaiting_Requester', 'Your order adjustment needs your input'],
      ['Approved', 'Your order adjustment is approved'],
      ['Rejected', 'Your order adjustment is rejected'],
      ['Shipped', 'Your order adjustment has shipped'],
    ] as const) {
      const message = adjustmentStatusMail('ada@example.com', { ...facts, status, shippingAgent: 'UPS', trackingNumber: '1Z9' }, publicUrl)!;
      const mail = await rendered(message);
      expect(message.subject).toBe(`${heading}: Porch repairs`);
      expect(mail.heading).toBe(heading);
      expect(mail.text).toContain(message.text.split('\n')[0]!);
      expect(mail.buttonHref).toBe(`${publicUrl}/account/adjustments/${facts.id}`);
      if (status === 'Shipped')
        expect(mail.rows).toEqual(
          expect.arrayContaining([
            ['Carrier', 'UPS'],
            ['Tracking number', '1Z9'],
          ]),
        );
    }
  });
});

describe('an adjustment’s mails in the outbox after the real actions: the plain text and the HTML', () => {
  type User = Awaited<ReturnType<TestApp['makeUser']>>;
  let t: TestApp;
  let admin: User;
  let dealer: User;
  let order: OrderView;
  beforeAll(async () => {
    t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
    admin = await t.makeUser({ ...roles.admin, email: 'adjustment.mail.admin@example.com' });
    dealer = await t.makeUser({ ...roles.dealer, email: 'adjustment.mail.dealer@example.com', fname: 'Dana', lname: 'Dealer' });
    order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
    await setAdjustmentsEnabled(t, true);
  });
  afterAll(() => t.close());

  it('submitted, then rejected', async () => {
    const made = await t.call('POST', `/api/orders/${order._id}/adjustments`, { token: dealer.token, body: { description: '<b>Acme</b> fix' } });
    expect(made.status).toBe(201);
    const part = await openIssue(t, dealer.token, made.body, 'Part');
    const reorder = { adjustmentType: 'Reorder', description: 'New Purchase', modifications: { Quantity: 2 } };
    expect((await t.call('PATCH', `/api/issues/${part._id}`, { token: dealer.token, body: reorder })).status).toBe(200);
    const id = made.body._id as string;
    expect((await t.call('PATCH', `/api/adjustments/${id}`, { token: dealer.token, body: { status: 'Awaiting_Reviewer' } })).status).toBe(200);
    const submitted = await outboxMail(t, admin.email, 'Order adjustment submitted for review: <b>Acme</b> fix');
    expect(submitted.plain).toContain(`Review it at:\n${t.app.deps.config.PUBLIC_URL}/admin/adjustments/${id}\n`);
    expect(submitted.heading).toBe('Order adjustment submitted for review');
    expect(submitted.rows).toContainEqual(['Adjustment', '<b>Acme</b> fix']);
    expect(submitted.html).not.toContain('<b>');
    expect(submitted.buttonHref).toBe(`${t.app.deps.config.PUBLIC_URL}/admin/adjustments/${id}`);

    expect((await t.call('PATCH', `/api/issues/${part._id}`, { token: admin.token, body: { resolutionStatus: 'Rejected' } })).status).toBe(200);
    const rejecting = await t.call('PATCH', `/api/adjustments/${id}`, { token: admin.token, body: { status: 'Rejected' } });
    expect(rejecting.status, JSON.stringify(rejecting.body)).toBe(200);
    const rejected = await outboxMail(t, dealer.email, 'Your order adjustment is rejected: <b>Acme</b> fix');
    expect(rejected.plain).toContain(`${t.app.deps.config.PUBLIC_URL}/account/adjustments/${id}\n`);
    expect(rejected.heading).toBe('Your order adjustment is rejected');
    expect(rejected.buttonHref).toBe(`${t.app.deps.config.PUBLIC_URL}/account/adjustments/${id}`);
  });
});
