import type { Catalog, CatalogBom, CatalogItem, CatalogUnitOfMeasure } from './catalog-types';

/** Lookups pricing needs, built once per catalog version (pricing is on the hot path). */
export interface CatalogIndex {
  catalog: Catalog;
  item(number: string): CatalogItem | undefined;
  bom(parentItemNo: string): CatalogBom | undefined;
  unitOfMeasure(itemNo: string, code: string): CatalogUnitOfMeasure | undefined;
  itemsInCategory(categoryCode: string): CatalogItem[];
}

export function indexCatalog(catalog: Catalog): CatalogIndex {
  const items = new Map(catalog.items.map((i) => [i.number, i]));
  const boms = new Map(catalog.boms.map((b) => [b.parentItemNo, b]));
  const uoms = new Map(catalog.unitsOfMeasure.map((u) => [`${u.itemNo}\u0000${u.code}`, u]));
  const byCategory = new Map<string, CatalogItem[]>();
  for (const item of catalog.items) {
    const list = byCategory.get(item.itemCategoryCode) ?? [];
    list.push(item);
    byCategory.set(item.itemCategoryCode, list);
  }
  return {
    catalog,
    item: (n) => items.get(n),
    bom: (n) => boms.get(n),
    unitOfMeasure: (itemNo, code) => uoms.get(`${itemNo}\u0000${code}`),
    itemsInCategory: (code) => byCategory.get(code) ?? [],
  };
}
