import type { Catalog } from '@portal/domain/catalog/catalog-types';
import { indexCatalog } from '@portal/domain/catalog/catalog-index';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { pricingContextFor, sampleDay, sampleFamilies } from '@portal/domain/catalog/sample/sample-context';
import type { PartLineResult } from '@portal/domain/pricing/cart/cart-price';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { makeUser } from '../../test/factories';

/** A team's salesperson (issue 32): reads retail prices only. */
export const makeSalesperson = () => makeUser({ storeAccess: true, teamRole: 'sales' });

/** A catalog as it reaches a salesperson: every item without prices. */
export const withoutPrices = (catalog: Catalog): Catalog => ({ ...catalog, items: catalog.items.map((item) => ({ ...item, prices: [] })) });

/** The sample parts catalog as catalog.snapshot answers a salesperson. */
export const pricelessPartsSnapshot = {
  unchanged: false,
  version: 1,
  catalog: withoutPrices(catalogFromBusinessCentral(sampleFamilies.parts, sampleDay)),
  rules: defaultPortalPricingRules,
};

/** The whole sample catalog without prices, as a salesperson's browser holds it. */
export function pricelessContext(): PricingContext {
  const families = [sampleFamilies.screens, sampleFamilies.roofs, sampleFamilies.parts];
  const records = {
    items: families.flatMap((f) => f.items),
    priceListLines: families.flatMap((f) => f.priceListLines),
    bomComponents: families.flatMap((f) => f.bomComponents),
    itemAttributes: families.flatMap((f) => f.itemAttributes),
    itemUnitsOfMeasure: families.flatMap((f) => f.itemUnitsOfMeasure),
  };
  return pricingContextFor(indexCatalog(withoutPrices(catalogFromBusinessCentral(records, sampleDay))));
}

/** A part line as pricing.quote answers it, at `unitCents` each. */
export function retailPartLine(itemNo: string, unitCents: number, quantity: number): PartLineResult {
  return {
    ok: true,
    quote: {
      unitPriceCents: unitCents,
      quantity,
      totalCents: unitCents * quantity,
      breakdown: [],
      adjustments: [],
      alerts: [],
      itemNo,
      family: null,
      options: {},
    },
  };
}
