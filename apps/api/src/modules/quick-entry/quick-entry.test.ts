import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { unknownPartOptionMessage } from '@portal/domain/configuration/parts/part-config';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { pricePart } from '@portal/domain/pricing/parts/part-price';
import { buildPortalItems } from '@portal/domain/pricing/parts/portal-items';
import { quickEntryMessages } from '@portal/domain/quick-entry/quick-entry-schemas';
import { createTestApp, roles, type TestApp } from '../../test/test-server';

/** Issue 32, point 4: quick entry on the Parts tab, POST /api/store/quick-entry and tRPC quickEntry.price. */
let t: TestApp;
let dealer: { token: string };
beforeAll(async () => {
  // The sample catalog, as a new installation has it; a deployment whose order limit is 50 of a part.
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true, ORDER_MAX_QUANTITY: 50 } });
  // C10000: USD, tier 0.85.
  dealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000', email: 'dealer@quick.example.com' });
});
afterAll(() => t.close());

const path = '/api/store/quick-entry';
const rest = (token: string | undefined, body: unknown) => t.call('POST', path, { ...(token ? { token } : {}), body });
async function trpc(token: string, input: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/trpc/quickEntry.price', payload: input as object, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

const text = [
  'Item Number,Quantity,Options',
  'PT-RMT-5-WHT,3',
  'PT-NOPE-1,2',
  'PT-SCREW-100,two',
  'Handheld Remote,1,Channels=5;Colour=White',
  '',
  'handheld remote,2,channels=5;color=white',
  'Screw Pack,4',
  'PT-SCREW-100,51',
].join('\n');
const remotes = buildPortalItems(sampleContext().index).family('Handheld Remote')!;

describe('POST /api/store/quick-entry', () => {
  it("adds the lines it can, priced at the caller's prices in cents, one per item (repeats add up), and skips the header", async () => {
    const res = await rest(dealer.token, { lines: text });
    expect(res.status).toBe(200);
    const gold = sampleContext({ priceGroup: 'USD', tierRateBp: 8500 });
    const remote = pricePart(gold, { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 5 });
    expect(remote.ok && [remote.quote.unitPriceCents, remote.quote.totalCents]).toEqual([5780, 28900]);
    expect(res.body.added).toEqual([
      {
        lines: [2, 7],
        config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 5 },
        number: 'PT-RMT-5-WHT',
        displayName: 'Remote 5 Channel White',
        displayName2: null,
        quantity: 5,
        itemCategoryCode: 'PART-REMOTE',
        family: 'Handheld Remote',
        options: { Channels: '5', Color: 'White' },
        price: 57.8,
        priceCents: 5780,
        totalCents: 28900,
        breakdown: remote.ok ? remote.quote.breakdown : [],
        adjustments: ['Tier rate × 0.85 (per unit, rounded)'],
        alerts: [],
      },
      expect.objectContaining({ lines: [8], number: 'PT-SCREW-100', quantity: 4, priceCents: 833, totalCents: 3332 }),
    ]);
  });

  it('names every line it refused, as typed, with its reason: unknown item, bad quantity, unknown option, over the order limit', async () => {
    const res = await rest(dealer.token, { lines: text });
    expect(res.body.refused).toEqual([
      { line: 3, text: 'PT-NOPE-1,2', reason: 'Item not found: PT-NOPE-1' },
      { line: 4, text: 'PT-SCREW-100,two', reason: quickEntryMessages.badQuantity('two') },
      { line: 5, text: 'Handheld Remote,1,Channels=5;Colour=White', reason: unknownPartOptionMessage('Colour', remotes) },
      { line: 9, text: 'PT-SCREW-100,51', reason: orderLimitMessages.quantity(50) },
    ]);
    expect(res.body.refused[2].reason).toBe("Handheld Remote has no option 'Colour': its options are Channels, Color");
  });

  it("refuses every line of an item whose lines add up past the deployment's limit", async () => {
    const res = await rest(dealer.token, { lines: 'PT-SCREW-100,30\nPT-SCREW-100,30\nPT-RMT-1-BLK,1' });
    expect(res.body.added.map((l: { number: string }) => l.number)).toEqual(['PT-RMT-1-BLK']);
    expect(res.body.refused).toEqual(
      [1, 2].map((line) => ({ line, text: 'PT-SCREW-100,30', reason: 'Lines 1, 2 order 60 of PT-SCREW-100 together: Maximum quantity is 50' })),
    );
  });

  it('prices in the caller’s currency and refuses an item without a price there', async () => {
    const cad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000' });
    const res = await rest(cad.token, { lines: 'PT-RMT-16-BLK,3\nPT-PAINT-BRZ,1' });
    expect(res.body.added).toEqual([expect.objectContaining({ number: 'PT-RMT-16-BLK', priceCents: 10522, totalCents: 31566 })]);
    expect(res.body.refused).toEqual([{ line: 2, text: 'PT-PAINT-BRZ,1', reason: 'Price group not found for item: PT-PAINT-BRZ' }]);
  });

  it('refuses more than 500 lines, an empty text or no text with a 400 naming lines, and changes nothing', async () => {
    const many = Array.from({ length: 501 }, () => 'PT-SCREW-100,1').join('\n');
    const tooMany = await rest(dealer.token, { lines: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: { lines: quickEntryMessages.tooMany(501) } });
    for (const body of [{ lines: '' }, { lines: ' \n ' }, { lines: 'item number,quantity\n' }, {}, { lines: 42 }, { lines: 'x'.repeat(200_001) }]) {
      const res = await rest(dealer.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(Object.keys(res.body.fieldErrors), JSON.stringify(body).slice(0, 40)).toEqual(['lines']);
    }
    expect((await rest(dealer.token, { lines: 'PT-SCREW-100,1', extra: true })).status).toBe(400);
  });

  it('is for accounts with store access, like the rest of the store; an account without an ERP customer has no prices', async () => {
    expect((await rest(undefined, { lines: 'PT-SCREW-100,1' })).status).toBe(401);
    const noStore = await t.makeUser({ isApproved: true, storeAccess: false, bcCustomerId: 'C10000' });
    const pending = await t.makeUser({ bcCustomerId: 'C10000' });
    for (const user of [noStore, pending]) {
      expect((await rest(user.token, { lines: 'PT-SCREW-100,1' })).status).toBe(403);
      expect((await trpc(user.token, { lines: 'PT-SCREW-100,1' })).status).toBe(403);
    }
    const unlinked = await t.makeUser({ isApproved: true, storeAccess: true, isAdmin: true });
    const res = await rest(unlinked.token, { lines: 'PT-SCREW-100,1' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NO_ERP_CUSTOMER');
  });
});

describe('tRPC quickEntry.price', () => {
  it('answers what REST answers', async () => {
    const res = await trpc(dealer.token, { lines: text });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual((await rest(dealer.token, { lines: text })).body);
  });

  it('refuses more than 500 lines with a 400 naming lines', async () => {
    const res = await trpc(dealer.token, { lines: Array.from({ length: 501 }, () => 'PT-SCREW-100,1').join('\n') });
    expect(res.status).toBe(400);
    expect(res.body.error.data.fieldErrors).toEqual({ lines: quickEntryMessages.tooMany(501) });
  });
});
