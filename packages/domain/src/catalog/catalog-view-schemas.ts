import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import { roofKitGroups, type RoofKitGroup } from '../pricing/roof/roof-kit-mapping';
import { ZCatalog, ZPortalPricingRule } from './catalog-types';

/**
 * The catalog reads' answers: the spec's GET /api/bc/items and /api/bc/portalItems (portal.md §3,
 * §7) and the whole catalog for the store (GET /api/catalog). The server builds each from the
 * catalog (apps/api catalog-views.ts) and sends it through these schemas.
 */

export const ZPortalItemAttribute = z
  .object({ attributeName: z.string(), attributeValue: z.string() })
  .meta({ id: 'PortalItemAttribute', description: 'One attribute of an item (Length: 264, Color: Black)' });

export const ZPortalItemPrice = z
  .object({
    salesCode: z.enum(priceGroups).describe('The customer price group the price is for (USD or CAD)'),
    unitOfMeasureCode: z.string(),
    unitPriceCents: z.number().int().describe('The unit price in integer cents: compute with this'),
    unitPrice: z.number().describe('The same price as a decimal amount in the currency, for display'),
  })
  .meta({ id: 'PortalItemPrice', description: "An item's price for one price group and unit of measure" });

export const ZPortalItem = z
  .object({
    id: z.string().describe('The item number again (the ERP record id the spec names)'),
    number: z.string().describe('The ERP item number'),
    displayName: z.string(),
    displayName2: z.string().nullable().describe('A second description line (size, colour…); null when the ERP has none'),
    itemCategoryCode: z.string().describe('SCR-… screen kits and their parts, RF-… roof kits by group, PART-… loose parts'),
    baseUnitOfMeasureCode: z.string(),
    attributes: z.array(ZPortalItemAttribute).describe('By attribute name'),
    prices: z.array(ZPortalItemPrice).describe('By price group, then unit of measure'),
  })
  .meta({ id: 'PortalItem', description: 'An active item as the store offers it: a kit item or a loose part, with its attributes and prices' });
export type PortalItem = z.infer<typeof ZPortalItem>;

export const ZPortalItems = z.array(ZPortalItem).describe('The active loose parts (category PART-…), by number');

export const ZKitBomComponent = z
  .object({
    number: z.string().describe('The component item number'),
    description: z.string(),
    quantityPer: z.number().describe('How many of the component one kit holds (0.5 for half a unit)'),
    unitOfMeasureCode: z.string(),
  })
  .meta({ id: 'KitBomComponent', description: 'One component of a kit' });

export const ZKitBom = z
  .object({
    parentId: z.string().describe('The kit item number'),
    description: z.string(),
    childItems: z.array(ZKitBomComponent).describe('In the ERP order'),
  })
  .meta({ id: 'KitBom', description: 'A kit (bill of materials): the parent item and what it is made of' });
export type KitBom = z.infer<typeof ZKitBom>;

export const ZKits = z
  .object({
    items: z.array(ZPortalItem).describe('The active items of the group, by number'),
    BOMS: z.array(ZKitBom).describe('The bills of materials of those items that are kits, in the same order'),
  })
  .meta({ id: 'Kits', description: 'A group of kit items and the bills of materials of the kits among them' });
export type Kits = z.infer<typeof ZKits>;

const roofGroups = Object.fromEntries(roofKitGroups.map((group) => [group, ZKits])) as Record<RoofKitGroup, typeof ZKits>;

export const ZKitCatalog = z
  .object({
    bcScreenKits: ZKits.describe('Items of the categories SCR-…'),
    bcRoofKits: z.object(roofGroups).describe('Items of the categories RF-…, by the group word their category names (an item is in every group it names)'),
  })
  .meta({ id: 'KitCatalog', description: 'Screen kits and roof kits by group (GET /api/bc/items)' });
export type KitCatalog = z.infer<typeof ZKitCatalog>;

export const ZCatalogSnapshot = z
  .object({
    version: z.number().int().describe('The catalog version: it moves with every change to the catalog or the pricing rules'),
    catalog: ZCatalog,
    rules: z.array(ZPortalPricingRule).describe('The portal pricing rules'),
  })
  .meta({ id: 'CatalogSnapshot', description: 'The whole catalog and the portal pricing rules, for pricing in the browser' });
export type CatalogSnapshot = z.infer<typeof ZCatalogSnapshot>;
