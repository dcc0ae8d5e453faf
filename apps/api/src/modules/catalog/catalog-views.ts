import type { Catalog, CatalogBom, CatalogItem } from '@portal/domain/catalog/catalog-types';

/**
 * The shapes of the spec's /api/bc/items and /api/bc/portalItems (portal.md §3, §7): items with
 * number, displayName, displayName2, attributes and prices (salesCode, unitPrice); BOMs with
 * parentId, description and childItems. Only active items are offered.
 */
export function itemView(item: CatalogItem) {
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
    prices: item.prices.map((p) => ({ salesCode: p.salesCode, unitOfMeasureCode: p.unitOfMeasureCode, unitPriceCents: p.unitPriceCents, unitPrice: p.unitPriceCents / 100 })),
  };
}

export function bomView(bom: CatalogBom) {
  return {
    parentId: bom.parentItemNo,
    description: bom.description,
    childItems: bom.components.map((c) => ({ number: c.itemNo, description: c.description, quantityPer: c.quantityPer, unitOfMeasureCode: c.unitOfMeasureCode })),
  };
}

/** Roof kit groups: a roof item (category RF-…) belongs to every group its category code names. */
export const roofKitGroups = ['frame', 'midbeam', 'accbeam', 'xtrabeam', 'blade', 'post', 'addparts', 'motor'] as const;
export type RoofKitGroup = (typeof roofKitGroups)[number];

function kitsOf(items: CatalogItem[], boms: Map<string, CatalogBom>) {
  return { items: items.map(itemView), BOMS: items.flatMap((i) => (boms.has(i.number) ? [bomView(boms.get(i.number) as CatalogBom)] : [])) };
}

export type KitsView = ReturnType<typeof kitsOf>;

export function screenAndRoofKits(catalog: Catalog) {
  const active = catalog.items.filter((i) => i.active);
  const boms = new Map(catalog.boms.map((b) => [b.parentItemNo, b]));
  const category = (i: CatalogItem) => i.itemCategoryCode.toUpperCase();
  const roofItems = active.filter((i) => category(i).startsWith('RF-'));
  const bcRoofKits = Object.fromEntries(roofKitGroups.map((g) => [g, kitsOf(roofItems.filter((i) => category(i).includes(g.toUpperCase())), boms)])) as Record<RoofKitGroup, KitsView>;
  return { bcScreenKits: kitsOf(active.filter((i) => category(i).startsWith('SCR-')), boms), bcRoofKits };
}

export function portalItems(catalog: Catalog) {
  return catalog.items.filter((i) => i.active && i.itemCategoryCode.toUpperCase().startsWith('PART-')).map(itemView);
}
