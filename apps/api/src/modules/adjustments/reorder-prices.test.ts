import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPortalUser } from '@portal/db/queries/users';
import { reorderPrice } from '@portal/domain/adjustments/reorder-price';
import type { OrderView } from '@portal/domain/orders/order-view';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeOrder } from '../warranty/warranty-test-kit';
import { openIssue, pngBytes, setAdjustmentsEnabled, upload } from './adjustments-test-kit';

/**
 * Issue 26, points 3, 5 and 7 through REST: a reorder is priced exactly or refused, a
 * kit-only component without a catalogue price is priced by a reviewer before approval, roof
 * claims count members, and money has one shape (Price decimal, PriceCents, the currency).
 */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Issue = { _id: string; issueType: string; modifications: Record<string, unknown> };
type Adjustment = { _id: string; currency: string; screens: { issues: Issue[] }[]; roofs: { issues: Issue[] }[]; parts: { issues: Issue[] }[] };

let t: TestApp;
let admin: User;
let dealer: User;
let canadian: User;
let order: OrderView;

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, email: 'price.admin@example.com', fname: 'Ada', lname: 'Admin' });
  dealer = await t.makeUser({ ...roles.dealer, email: 'price.dealer@example.com' });
  canadian = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', email: 'price.canadian@example.com' });
  order = await makeOrder(t, dealer.id, admin.id, 'APPROVED');
  await setAdjustmentsEnabled(t, true);
});
afterAll(() => t.close());

const create = async (user: User, orderId = order._id) =>
  (await t.call('POST', `/api/orders/${orderId}/adjustments`, { token: user.token, body: { description: 'Prices' } })).body as Adjustment;
const patchIssue = (user: User, id: string, body: unknown) => t.call('PATCH', `/api/issues/${id}`, { token: user.token, body });
const patch = (user: User, id: string, body: unknown) => t.call('PATCH', `/api/adjustments/${id}`, { token: user.token, body });
const issueOf = (a: Adjustment, issueType: string, user: User = dealer) =>
  openIssue<Adjustment['screens'][number]['issues'][number]>(t, user.token, a, issueType);
async function dealerContext() {
  const user = await getPortalUser(t.db.db, dealer.id);
  if (!user) throw new Error('no dealer');
  return t.app.services.pricing.contextFor(user);
}

describe('point 3: no reorder without a price', () => {
  it('a kit-only component with a catalogue item is priced from it (Shuttle: the track kit’s shuttle)', async () => {
    const a = await create(dealer);
    const res = await patchIssue(dealer, (await issueOf(a, 'Shuttle'))._id, { adjustmentType: 'Reorder' });
    expect(res.status).toBe(200);
    const screen = order.screens[0];
    if (!screen) throw new Error('no screen');
    const expected = reorderPrice(await dealerContext(), { itemType: 'Screen', config: screen.config }, 'Shuttle', { Quantity: 1 });
    expect(expected).toBeGreaterThan(0);
    expect(res.body.modifications).toMatchObject({ Price: (expected ?? 0) / 100, PriceCents: expected });
  });

  it('one without: saved unpriced, a requester’s Price ignored, approval refused naming it until a reviewer enters the price', async () => {
    const a = await create(dealer);
    const badge = (await issueOf(a, 'Badge'))._id;
    const requested = await patchIssue(dealer, badge, { adjustmentType: 'Reorder', modifications: { Price: 5 } });
    expect(requested.status).toBe(200);
    expect(requested.body.modifications).toMatchObject({ Quantity: 1 });
    expect(requested.body.modifications).not.toHaveProperty('Price');
    expect((await patch(dealer, a._id, { status: 'Awaiting_Reviewer' })).status).toBe(200);
    expect((await patchIssue(admin, badge, { resolutionStatus: 'Approved' })).status).toBe(200);

    const refused = await patch(admin, a._id, { status: 'Approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Approve adjustment needs a price on every approved reorder: Badge (issue ${badge}) has none; enter it first`);

    expect((await patchIssue(admin, badge, { modifications: { Price: 0 } })).body.fieldErrors).toEqual({
      'modifications.Price': 'Price must be an amount above 0 with at most 2 decimals',
    });
    const entered = await patchIssue(admin, badge, { modifications: { Quantity: 1, Price: 42.5 }, resolutionStatus: 'Approved' });
    expect(entered.status).toBe(200);
    expect(entered.body.modifications).toMatchObject({ Quantity: 1, Price: 42.5, PriceCents: 4250, PriceSetBy: 'Ada Admin' });
    expect(new Date(String(entered.body.modifications.PriceSetAt)).toISOString()).toBe(entered.body.modifications.PriceSetAt);
    expect((await patch(admin, a._id, { status: 'Approved' })).status).toBe(200);
  });

  it('a part reorder whose options name no item is 409 LINES_NOT_ORDERABLE; an option the part does not have is a 400 naming it', async () => {
    const a = await create(dealer);
    const part = (await issueOf(a, 'Part'))._id;
    const noItem = await patchIssue(dealer, part, { adjustmentType: 'Reorder', modifications: { Channels: '7' } });
    expect(noItem.status).toBe(409);
    expect(noItem.body).toMatchObject({ code: 'LINES_NOT_ORDERABLE', message: 'That option combination is not allowed' });
    const unknown = await patchIssue(dealer, part, { adjustmentType: 'Reorder', modifications: { Colour: 'White' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors)).toEqual(['modifications.Colour']);
    // Nothing was saved by either.
    const after = (await t.call('GET', `/api/adjustments/${a._id}`, { token: dealer.token })).body as Adjustment;
    expect((await issueOf(after, 'Part')).modifications).toEqual({});
  });

  it('square picket stock reordered loose is a piece at its own price; a member of 0 ft is refused', async () => {
    const a = await create(dealer);
    const picket = await patchIssue(dealer, (await issueOf(a, 'Square_Picket_Stock'))._id, { adjustmentType: 'Reorder' });
    const ctx = await dealerContext();
    // SPS-360, 54.00 a piece in USD, times the dealer's tier rate.
    expect(picket.body.modifications.PriceCents).toBe(Math.round(5400 * (ctx.tierRateBp > 0 ? ctx.tierRateBp / 10000 : 1)));
    const zero = await patchIssue(dealer, (await issueOf(a, 'Frames'))._id, { adjustmentType: 'Reorder', modifications: { Feet: 0, Inches: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.fieldErrors).toEqual({ 'modifications.Feet': 'A member of 0 ft cannot be reordered: give it a length' });
  });
});

describe('point 5: roof quantities are members, not copies', () => {
  it('a requester claims up to the 24 blades the roof holds', async () => {
    const a = await create(dealer);
    const blades = (await issueOf(a, 'Blades'))._id;
    expect((await upload(t, dealer.token, blades, [{ name: 'bent.png', content: pngBytes }])).status).toBe(201);
    const tooMany = await t.call('POST', `/api/issues/${blades}/warranty`, {
      token: dealer.token,
      body: { description: 'Damaged', modifications: { Quantity: 25 } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ 'modifications.Quantity': 'Maximum value is 24' });
    const all = await t.call('POST', `/api/issues/${blades}/warranty`, {
      token: dealer.token,
      body: { description: 'Damaged', modifications: { Quantity: 24 } },
    });
    expect(all.status).toBe(200);
    expect(all.body.modifications).toEqual({ Quantity: 24 });
  });
});

describe('point 7: money has one shape', () => {
  it('the adjustment carries its order’s currency: USD, and CAD for a Canadian dealer’s order', async () => {
    expect((await create(dealer)).currency).toBe('USD');
    const cadOrder = await makeOrder(t, canadian.id, admin.id, 'APPROVED');
    const a = await create(canadian, cadOrder._id);
    expect(a.currency).toBe('CAD');
    const part = await patchIssue(canadian, (await issueOf(a, 'Part', canadian))._id, { adjustmentType: 'Reorder' });
    expect(part.body.modifications.Price).toBe(part.body.modifications.PriceCents / 100);
    expect(Number.isInteger(part.body.modifications.PriceCents)).toBe(true);
  });
});
