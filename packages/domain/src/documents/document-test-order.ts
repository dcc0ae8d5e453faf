import type { OrderView } from '../orders/order-view';
import { makeOrderView, pricedFields as priced } from '../orders/order-view-test-kit';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';

/**
 * A priced order of `lines` lines (screens, roofs and parts in turn) for the documents' tests and
 * benchmark: real configurations, made-up prices (a document prints them, it does not price).
 */
export function makePrintableOrder(lines: number, currency: 'USD' | 'CAD' = 'USD'): OrderView {
  const screens: OrderView['screens'] = [];
  const roofs: OrderView['roofs'] = [];
  const parts: OrderView['parts'] = [];
  const roof = ZRoofConfig.parse(workedRoofA) as unknown as OrderView['roofs'][number]['config'];
  for (let i = 0; i < lines; i++) {
    const price = 10_000 + i * 1_234;
    if (i % 3 === 0) {
      const config = makeScreenConfig({ width: 60 + ((i * 7) % 200), dropLeft: 80 + (i % 40), dropRight: 80 + ((i * 3) % 40), copies: 1 + (i % 2) });
      screens.push({
        screenId: `s${i}`,
        screenName: `Screen ${i}`,
        details: '',
        config,
        mappedScrKits: { BOMS: [], items: [] },
        ...priced(price, config.copies),
      });
    } else if (i % 3 === 1) {
      roofs.push({ roofId: `r${i}`, roofName: `Roof ${i}`, config: roof, mappedRfKits: [], ...priced(price, roof.copies ?? 1) });
    } else {
      parts.push({
        partId: `p${i}`,
        id: `PART-${i}`,
        number: `PART-${i}`,
        displayName: 'Handheld Remote',
        displayName2: null,
        quantity: 2,
        itemCategoryCode: 'PARTS',
        attributes: [],
        family: 'Handheld Remote',
        options: { Channels: '5', Color: 'White' },
        config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 2 },
        ...priced(price, 2),
      });
    }
  }
  const sum = (ls: { totalCents: number }[]) => ls.reduce((s, l) => s + l.totalCents, 0);
  const totalsCents = { screensTotal: sum(screens), roofsTotal: sum(roofs), partsTotal: sum(parts), totalPrice: sum([...screens, ...roofs, ...parts]) };
  const amounts = (t: typeof totalsCents) => ({
    screensTotal: t.screensTotal / 100,
    roofsTotal: t.roofsTotal / 100,
    partsTotal: t.partsTotal / 100,
    totalPrice: t.totalPrice / 100,
  });
  return makeOrderView({
    portalNumber: 'P-000123',
    orderName: 'Lakeside deck',
    orderNumber: '4411',
    salesOrderNumber: 'S-ORD-10001',
    erpSync: { status: 'sent', salesOrderNumber: 'S-ORD-10001', attempts: 1, lastAttemptAt: '2026-11-06T15:00:00.000Z', lastError: null },
    status: 'APPROVED',
    version: 3,
    userDetails: {
      userName: 'Dana Dealer',
      email: 'dana@example.com',
      bc_customer_id: 'C10000',
      bc_customer_displayName: 'Acme Screens',
      bc_customer_priceGroup: currency,
      bc_customer_tierRate: 0.85,
    },
    screens,
    roofs,
    parts,
    totals: amounts(totalsCents),
    totalsCents,
  });
}
