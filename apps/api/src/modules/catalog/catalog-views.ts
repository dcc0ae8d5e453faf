import type { Catalog, CatalogBom, CatalogItem } from '@portal/domain/catalog/catalog-types';
import type { KitBom, KitCatalog, Kits, PortalItem } from '@portal/domain/catalog/catalog-view-schemas';
import { roofKitGroups, type RoofKitGroup } from '@portal/domain/pricing/roof/roof-kit-mapping';

/**
 * The shapes of the spec's /api/bc/items and /api/bc/portalItems (portal.md §3, §7): items with
 * number, displayName, displayName2, attributes and prices (salesCode, unitPrice); BOMs with
 * parentId, description and childItems. Only active items are offered. The types are the
 * response schemas' (catalog-view-schemas.ts).
 */
export function itemView(item: CatalogItem): PortalItem {
  return {
    id: item.number,
    number: item.number,
    displayName: item.displayName,
    displayName2: item.displayName2,
    itemCategoryCode: item.itemCategoryCode,
    baseUnitOfMeasureCode: item.baseUnitOfMeasureCode,
    // By name: the database (jsonb) does not keep the ERP's order.
    attributes: Object.entries(item.attributes)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([attributeName, attributeValue]) => ({ attributeName, attributeValue })),
    prices: item.prices.map((p) => ({
      salesCode: p.salesCode,
      unitOfMeasureCode: p.unitOfMeasureCode,
      unitPriceCents: p.unitPriceCents,
      unitPrice: p.unitPriceCents / 100,
    })),
  };
}

export function bomView(bom: CatalogBom): KitBom {
  return {
    parentId: bom.parentItemNo,
    description: bom.description,
    childItems: bom.components.map((c) => ({
      number: c.itemNo,
      description: c.description,
      quantityPer: c.quantityPer,
      unitOfMeasureCode: c.unitOfMeasureCode,
    })),
  };
}

function kitsOf(items: CatalogItem[], boms: Map<string, CatalogBom>): Kits {
  return { items: items.map(itemView), BOMS: items.flatMap((i) => (boms.has(i.number) ? [bomView(boms.get(i.number) as CatalogBom)] : [])) };
}

/** Roof kit groups (roofKitGroups): a roof item (category RF-…) belongs to every group its category code names. */
export function screenAndRoofKits(catalog: Catalog): KitCatalog {
  const active = catalog.items.filter((i) => i.active);
  const boms = new Map(catalog.boms.map((b) => [b.parentItemNo, b]));
  const category = (i: CatalogItem) => i.itemCategoryCode.toUpperCase();
  const roofItems = active.filter((i) => category(i).startsWith('RF-'));
  const bcRoofKits = Object.fromEntries(
    roofKitGroups.map((g) => [
      g,
      kitsOf(
        roofItems.filter((i) => category(i).includes(g.toUpperCase())),
        boms,
      ),
    ]),
  ) as Record<RoofKitGroup, Kits>;
  return {
    bcScreenKits: kitsOf(
      active.filter((i) => category(i).startsWith('SCR-')),
      boms,
    ),
    bcRoofKits,
  };
}

export function portalItems(catalog: Catalog): PortalItem[] {
  return catalog.items.filter((i) => i.active && i.itemCategoryCode.toUpperCase().startsWith('PART-')).map(itemView);
}
