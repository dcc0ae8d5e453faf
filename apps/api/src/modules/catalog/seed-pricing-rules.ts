import type { Db } from '@portal/db/create-db';
import { bumpCatalogVersion, insertMissingPortalPricingRules, loadPortalPricingRules } from '@portal/db/queries/catalog';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';

/** The five portal pricing rules with their default values, when absent (the Pricing page edits them). */
export async function seedPortalPricingRules(db: Db) {
  await db.transaction(async (tx) => {
    const before = (await loadPortalPricingRules(tx)).length;
    await insertMissingPortalPricingRules(tx, defaultPortalPricingRules);
    // The rules ship with the catalog snapshot: a store holding the old version must reload.
    if ((await loadPortalPricingRules(tx)).length !== before) await bumpCatalogVersion(tx);
  });
}
