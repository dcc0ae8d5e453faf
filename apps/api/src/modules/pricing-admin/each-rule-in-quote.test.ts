import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import type { PortalPricingName } from '@portal/domain/catalog/catalog-types';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import type { TScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import { priceScreen } from '@portal/domain/pricing/screen/screen-price';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { trpc } from '../orders/orders-test-kit';

let t: TestApp;
let pricer: Awaited<ReturnType<TestApp['makeUser']>>;
let dealer: Awaited<ReturnType<TestApp['makeUser']>>;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  pricer = await t.makeUser({ ...roles.admin, canManagePricing: true });
  // Sunset Patio Co.: USD, tier rate 0, so the quote is the price-group price.
  dealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
});
afterAll(() => t.close());

/** A screen each rule applies to, and the new value an administrator saves. */
const cases: [PortalPricingName, TScreenConfig, number][] = [
  ['Vinyl/Weblon Multiplier', makeScreenConfig({ materialType: 'Vinyl', materialColor: 'Clear' }), 1.6],
  ['Cable Track Addition', makeScreenConfig({ width: 144, trackLeft: 'Cable', trackRight: 'Cable' }), 80],
  ['Screen Kit Addition', makeScreenConfig(), 40],
  ['Custom Color Multiplier', makeScreenConfig({ jobColor: 'Custom', ralCode: '7016' }), 1.4],
  ['Vinyl/Weblon Addition', makeScreenConfig({ materialType: 'Vinyl', materialColor: 'Clear' }), 55],
];

describe('each portal pricing rule reaches the next quote', () => {
  it.each(cases)('%s', async (name, screen, newValue) => {
    const quote = async () => (await trpc(t, dealer.token, 'pricing.quote', { screens: [screen] }, 'mutation')).data.totals.totalPrice as number;
    const rules = (await t.call('GET', '/api/admin/portalpricing', { token: pricer.token })).body as {
      _id: string;
      portalPricingName: string;
      portalPricingMethod: string;
      portalPricingValue: number;
    }[];
    const rule = rules.find((r) => r.portalPricingName === name)!;
    const before = await quote();
    const saved = await t.call('POST', '/api/admin/portalpricing', {
      token: pricer.token,
      body: { _id: rule._id, portalPricingMethod: rule.portalPricingMethod, portalPricingValue: newValue },
    });
    expect(saved.status).toBe(200);
    const after = await quote();
    const additive = rule.portalPricingMethod === '+' || rule.portalPricingMethod === '-';
    const changed = defaultPortalPricingRules.map((r) => (r.name === name ? { ...r, value: additive ? Math.round(newValue * 100) : newValue } : r));
    expect(after).toBe(priceScreen(sampleContext({ rules: changed }), screen).totalCents);
    expect(before).toBe(priceScreen(sampleContext(), screen).totalCents);
    expect(after).not.toBe(before);
    // Put it back for the next case.
    await t.call('POST', '/api/admin/portalpricing', {
      token: pricer.token,
      body: { _id: rule._id, portalPricingMethod: rule.portalPricingMethod, portalPricingValue: rule.portalPricingValue },
    });
  });
});
