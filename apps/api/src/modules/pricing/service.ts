import { noErpCustomerError } from '@portal/domain/customers/customer';
import type { PortalUser } from '@portal/domain/accounts/user';
import { indexCatalog, type CatalogIndex } from '@portal/domain/catalog/catalog-index';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { priceCart, submissionProblems, type CartInput } from '@portal/domain/pricing/cart/cart-price';
import { quoteRoofForLegacyCall } from '@portal/domain/pricing/roof/roof-legacy-quote';
import type { TPartConfigInput } from '@portal/domain/configuration/parts/part-config';
import type { CatalogService, CatalogSnapshot } from '../catalog/service';
import type { DbOrTx } from '@portal/db/create-db';
import { retailUnitCents } from '@portal/domain/quotes/retail-prices';
import { retailCartQuote } from '@portal/domain/teams/retail-view';
import { retailMarkupsFor } from '../teams/retail-prices';

/**
 * Prices for the signed-in dealer: their price group and tier, the current catalog and rules.
 * A salesperson reads them at retail (issue 32): `markupsFor` names their team's markups.
 */
export function createPricingService(catalog: CatalogService, db: DbOrTx) {
  // The index is derived from an immutable snapshot; rebuilt only when the catalog version moves.
  const indexes = new WeakMap<CatalogSnapshot, CatalogIndex>();

  async function contextFor(user: PortalUser): Promise<PricingContext> {
    if (!user.bc_customer_priceGroup) {
      throw noErpCustomerError();
    }
    const snapshot = await catalog.snapshot();
    let index = indexes.get(snapshot);
    if (!index) {
      index = indexCatalog(snapshot.catalog);
      indexes.set(snapshot, index);
    }
    return { index, priceGroup: user.bc_customer_priceGroup, tierRateBp: Math.round(user.bc_customer_tierRate * 10000), rules: snapshot.rules };
  }

  const markupsFor = (user: PortalUser) => retailMarkupsFor(db, user);

  return {
    contextFor,
    markupsFor,

    async quote(user: PortalUser, cart: { screens: CartInput['screens']; roofs: CartInput['roofs']; parts: unknown[] }) {
      const ctx = await contextFor(user);
      const quote = priceCart(ctx, { ...cart, parts: cart.parts as TPartConfigInput[] });
      const markups = await markupsFor(user);
      const shown = markups ? retailCartQuote(quote, markups) : quote;
      // The problems name lines, never prices: they are the dealer's whoever reads them.
      return { priceGroup: ctx.priceGroup, tierRate: markups ? 0 : ctx.tierRateBp / 10000, ...shown, problems: submissionProblems(quote) };
    },

    /** POST /api/orders/getorderprices: the roof of the body priced on the server, whatever price it carried. */
    async legacyRoofPrice(user: PortalUser, body: unknown) {
      const quote = quoteRoofForLegacyCall(await contextFor(user), body);
      const markups = await markupsFor(user);
      if (!markups) return quote;
      const priceCents = retailUnitCents(quote.priceCents, markups.roofs);
      return { ...quote, price: priceCents / 100, priceCents };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
