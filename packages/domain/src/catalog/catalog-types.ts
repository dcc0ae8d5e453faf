import { z } from 'zod';
import { priceGroups } from '../customers/customer';

/**
 * The catalog as the portal prices from it: a normalized mirror of the ERP (Business Central)
 * records. The same value is built from the sample data files and from a Business Central
 * import (catalog/from-business-central.ts), so pricing never knows where it came from.
 *
 * The types are the schemas' (z.infer): GET /api/catalog sends the catalog through them, and the
 * OpenAPI document names them (CatalogItem, CatalogBom…).
 */
export const ZCatalogPrice = z
  .object({
    salesCode: z.enum(priceGroups).describe('The sales code: the customer price group (USD or CAD)'),
    unitPriceCents: z.number().int().describe("The unit price in integer cents of the price group's currency"),
    unitOfMeasureCode: z.string().describe('The unit of measure the price is for'),
  })
  .meta({ id: 'CatalogPrice', description: "An item's price for one price group and unit of measure" });
export type CatalogPrice = z.infer<typeof ZCatalogPrice>;

export const ZCatalogItem = z
  .object({
    number: z.string().describe('The ERP item number'),
    displayName: z.string(),
    displayName2: z.string().nullable().describe('A second description line (size, colour…); null when the ERP has none'),
    type: z.enum(['Inventory', 'Service', 'Non-Inventory']),
    itemCategoryCode: z.string().describe('SCR-… screen kits and their parts, RF-… roof kits by group, PART-… loose parts'),
    baseUnitOfMeasureCode: z.string(),
    attributes: z.record(z.string(), z.string()).describe('Attribute name → value (Length → "264", Color → "Black")'),
    prices: z.array(ZCatalogPrice),
    active: z.boolean().describe('False when discontinued or blocked in the ERP: kept for old orders, never offered or priced anew'),
  })
  .meta({ id: 'CatalogItem', description: 'An ERP item with its attributes and prices' });
export type CatalogItem = z.infer<typeof ZCatalogItem>;

export const ZCatalogBomComponent = z
  .object({
    itemNo: z.string().describe('The component item number'),
    description: z.string(),
    quantityPer: z.number().describe('How many of the component one kit holds (0.5 for half a unit)'),
    unitOfMeasureCode: z.string(),
  })
  .meta({ id: 'CatalogBomComponent', description: 'One component of a kit' });
export type CatalogBomComponent = z.infer<typeof ZCatalogBomComponent>;

/** A kit: the parent item and what it is made of. */
export const ZCatalogBom = z
  .object({
    parentItemNo: z.string().describe('The kit item number'),
    description: z.string(),
    components: z.array(ZCatalogBomComponent).describe('In the ERP order'),
  })
  .meta({ id: 'CatalogBom', description: 'A kit (bill of materials): the parent item and what it is made of' });
export type CatalogBom = z.infer<typeof ZCatalogBom>;

/** A unit of measure of one item and how many base units it holds (HALF → 0.5). */
export const ZCatalogUnitOfMeasure = z
  .object({
    itemNo: z.string(),
    code: z.string(),
    qtyPerUnitOfMeasure: z.number().describe('Base units in one of this unit (HALF → 0.5)'),
  })
  .meta({ id: 'CatalogUnitOfMeasure', description: 'A unit of measure of one item' });
export type CatalogUnitOfMeasure = z.infer<typeof ZCatalogUnitOfMeasure>;

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
export const ZPortalPricingRule = z
  .object({
    name: z.enum(portalPricingNames),
    method: z.enum(portalPricingMethods),
    value: z.number().describe('For + and -: integer cents. For * and /: the factor (1.15)'),
  })
  .meta({ id: 'CatalogPricingRule', description: 'A portal pricing rule as pricing applies it: an operator and a value (Custom Color Multiplier * 1.15)' });
export type PortalPricingRule = z.infer<typeof ZPortalPricingRule>;

export const ZCatalog = z
  .object({
    items: z.array(ZCatalogItem).describe('Every item, inactive ones included, by number'),
    boms: z.array(ZCatalogBom).describe('The kits, by parent item number'),
    unitsOfMeasure: z.array(ZCatalogUnitOfMeasure),
  })
  .meta({ id: 'Catalog', description: 'The whole catalog, as pricing reads it' });
export type Catalog = z.infer<typeof ZCatalog>;
