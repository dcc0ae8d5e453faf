import type { PriceGroup } from '../customers/customer';
import type { CatalogIndex } from '../catalog/catalog-index';
import type { PortalPricingRule } from '../catalog/catalog-types';

/** Everything a price depends on besides the configuration: the dealer's group and tier, the catalog, the rules. */
export interface PricingContext {
  index: CatalogIndex;
  priceGroup: PriceGroup;
  /** Tier rate in basis points of 1 (0.85 → 8500); 0 → no tier rate. */
  tierRateBp: number;
  rules: PortalPricingRule[];
}
