import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSettings } from '@portal/db/schema/teams';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { partsCart, saveInput, trpc } from './orders-test-kit';

/**
 * Issue 32, points 2 and 3 on the order side, through REST and tRPC: a buyer's order above the
 * team's spending approval waits for the team's administrator, who approves it or sends it back;
 * the manufacturer's administrators do not see it in their list; a salesperson does not submit.
 */
let t: TestApp;
type User = { id: string; token: string; email: string };
let admin: User;
let buyer: User;
let teamAdmin: User;
let sales: User;
let otherTeamAdmin: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'desk@approval.example.com' });
  buyer = await t.makeUser({ ...roles.dealer, email: 'buyer@approval.example.com' });
  teamAdmin = await t.makeUser({ ...roles.dealer, isTeamAdmin: true, email: 'boss@approval.example.com' });
  sales = await t.makeUser({ ...roles.dealer, teamRole: 'sales', email: 'sales@approval.example.com' });
  otherTeamAdmin = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', isTeamAdmin: true, email: 'boss@other.example.com' });
  // The team's spending approval: $10.00 in USD (the sample remote's line costs more), none in CAD.
  await t.db.db.insert(teamSettings).values({ customerId: 'C10000', approvalLimitUsd: 1000, approvalLimitCad: null });
});
afterAll(() => t.close());

const save = (token: string, input: unknown) => trpc(t, token, 'orders.save', input, 'mutation');
async function submitted(user: User): Promise<OrderView> {
  const res = await save(user.token, saveInput({ status: 'SUBMITTED', cart: partsCart() }));
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as OrderView;
}
const decide = (token: string, id: string, body: object) => t.call('POST', `/api/orders/${id}/dealer-approval`, { token, body });

describe('spending approval', () => {
  it("holds a buyer's order above the amount for the team's administrator, who is mailed; the manufacturer's list does not show it", async () => {
    const order = await submitted(buyer);
    expect(order.status).toBe('AWAITING_DEALER_APPROVAL');
    expect(order.history.at(-1)).toMatchObject({ from: null, to: 'AWAITING_DEALER_APPROVAL' });
    const mail = await outboxMail(t, teamAdmin.email, `Order waiting for your approval: ${order.portalNumber}`);
    expect(mail.plain).toContain("above your team's spending approval");

    const adminList = await t.call('GET', '/api/admin/orders?limit=100', { token: admin.token });
    expect((adminList.body.items as OrderView[]).some((o) => o._id === order._id)).toBe(false);
    // Read by id, it is there for the administrator (and for the team).
    expect((await t.call('GET', `/api/orders/${order._id}`, { token: admin.token })).body.status).toBe('AWAITING_DEALER_APPROVAL');
    const team = await t.call('GET', '/api/orders/teamorders?limit=100', { token: teamAdmin.token });
    expect((team.body.items as OrderView[]).some((o) => o._id === order._id)).toBe(true);
  });

  it('approved by the team administrator, it is submitted to the manufacturer as any submission (their mail), and the buyer is told', async () => {
    const order = await submitted(buyer);
    const res = await decide(teamAdmin.token, order._id, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('SUBMITTED');
    expect(res.body.history.at(-1)).toMatchObject({ from: 'AWAITING_DEALER_APPROVAL', to: 'SUBMITTED' });
    await outboxMail(t, admin.email, `Order submitted: ${order.portalNumber}`);
    await outboxMail(t, buyer.email, `Your order ${order.portalNumber} Backyard is approved by your team`);
    const adminList = await t.call('GET', '/api/admin/orders?status=SUBMITTED&limit=100', { token: admin.token });
    expect((adminList.body.items as OrderView[]).some((o) => o._id === order._id)).toBe(true);
  });

  it('sent back with a reason (REST needs one; tRPC the same), it is a draft again and the buyer reads why', async () => {
    const order = await submitted(buyer);
    const noReason = await decide(teamAdmin.token, order._id, { decision: 'return' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: 'Sending an order back needs a reason (3 characters or more)' });
    const back = await trpc(t, teamAdmin.token, 'orders.dealerApproval', { id: order._id, decision: 'return', reason: 'Too many remotes' }, 'mutation');
    expect(back.status).toBe(200);
    expect((back.data as OrderView).status).toBe('DRAFT');
    expect((back.data as OrderView).history.at(-1)).toMatchObject({ from: 'AWAITING_DEALER_APPROVAL', to: 'DRAFT', reason: 'Too many remotes' });
    const mail = await outboxMail(t, buyer.email, `Your order ${order.portalNumber} Backyard was sent back`);
    expect(mail.plain).toContain('Reason: Too many remotes');
  });

  it("refuses the buyer and a portal administrator (403), another team's administrator (404 as missing), an order not waiting (409)", async () => {
    const order = await submitted(buyer);
    expect((await decide(buyer.token, order._id, { decision: 'approve' })).status).toBe(403);
    expect((await decide(admin.token, order._id, { decision: 'approve' })).status).toBe(403);
    const other = await decide(otherTeamAdmin.token, order._id, { decision: 'approve' });
    const missing = await decide(otherTeamAdmin.token, '10000000-0000-4000-8000-000000000099', { decision: 'approve' });
    expect([other.status, other.body.message]).toEqual([missing.status, missing.body.message]);
    expect(other.status).toBe(404);
    expect((await decide(teamAdmin.token, order._id, { decision: 'approve' })).status).toBe(200);
    expect((await decide(teamAdmin.token, order._id, { decision: 'approve' })).status).toBe(409);
  });

  it("lets the team administrator's own order and an order in a currency without an amount straight through", async () => {
    expect((await submitted(teamAdmin)).status).toBe('SUBMITTED');
    const cad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'cad@approval.example.com' });
    expect((await submitted(cad)).status).toBe('SUBMITTED');
  });
});

describe('a salesperson', () => {
  it('saves a draft but cannot submit it (REST and tRPC): the refusal says who does, and the draft stays', async () => {
    const draft = await save(sales.token, saveInput({ status: 'DRAFT', cart: partsCart() }));
    expect(draft.status).toBe(200);
    const { _id, version } = draft.data as OrderView;
    const viaTrpc = await save(sales.token, saveInput({ _id, version, status: 'SUBMITTED', cart: partsCart() }));
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.error.message).toBe('A salesperson saves the order; a buyer or the team administrator submits it');
    const viaRest = await t.call('POST', '/api/orders', { token: sales.token, body: { _id, status: 'SUBMITTED', orderName: 'Backyard', cart: {} } });
    expect(viaRest.status).toBe(403);
    expect((await t.call('GET', `/api/orders/${_id}`, { token: sales.token })).body.status).toBe('DRAFT');
  });
});
