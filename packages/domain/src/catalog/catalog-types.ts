import type { PriceGroup } from '../customers/customer';
import type { Cents } from '../money/money';

/**
 * The catalog as the portal prices from it: a normalized mirror of the ERP (Business Central)
 * records. The same value is built from the sample data files and from a Business Central
 * import (catalog/from-business-central.ts), so pricing never knows where it came from.
 */
export interface CatalogPrice {
  /** The sales code: the customer price group (USD or CAD). */
  salesCode: PriceGroup;
  unitPriceCents: Cents;
  unitOfMeasureCode: string;
}

export interface CatalogItem {
  number: string;
  displayName: string;
  displayName2: string | null;
  type: 'Inventory' | 'Service' | 'Non-Inventory';
  itemCategoryCode: string;
  baseUnitOfMeasureCode: string;
  /** Attribute name → value (e.g. Length → "264", Color → "Black"). */
  attributes: Record<string, string>;
  prices: CatalogPrice[];
  /** Discontinued or blocked in the ERP: kept for old orders, never offered or priced anew. */
  active: boolean;
}

export interface CatalogBomComponent {
  itemNo: string;
  description: string;
  quantityPer: number;
  unitOfMeasureCode: string;
}

/** A kit: the parent item and what it is made of. */
export interface CatalogBom {
  parentItemNo: string;
  description: string;
  components: CatalogBomComponent[];
}

/** A unit of measure of one item and how many base units it holds (HALF → 0.5). */
export interface CatalogUnitOfMeasure {
  itemNo: string;
  code: string;
  qtyPerUnitOfMeasure: number;
}

export const portalPricingNames = [
  'Vinyl/Weblon Multiplier',
  'Cable Track Addition',
  'Screen Kit Addition',
  'Custom Color Multiplier',
  'Vinyl/Weblon Addition',
] as const;
export type PortalPricingName = (typeof portalPricingNames)[number];
export const portalPricingMethods = ['+', '-', '*', '/'] as const;
export type PortalPricingMethod = (typeof portalPricingMethods)[number];

/** A portal pricing rule (portal.md §3): an operator and a value, e.g. Custom Color Multiplier * 1.15. */
export interface PortalPricingRule {
  name: PortalPricingName;
  method: PortalPricingMethod;
  /** For + and -: cents. For * and /: the factor (1.15). */
  value: number;
}

export interface Catalog {
  items: CatalogItem[];
  boms: CatalogBom[];
  unitsOfMeasure: CatalogUnitOfMeasure[];
}
