import { priceGroups, type PriceGroup } from '../customers/customer';
import { toCents } from '../money/money';
import type { BcRecords } from './business-central-records';
import type { Catalog, CatalogBom, CatalogItem, CatalogPrice } from './catalog-types';

const isPriceGroup = (code: string): code is PriceGroup => (priceGroups as readonly string[]).includes(code);

function validOn(startingDate: string, endingDate: string, day: string): boolean {
  const from = startingDate && !startingDate.startsWith('0001') ? startingDate.slice(0, 10) : '';
  const to = endingDate && !endingDate.startsWith('0001') ? endingDate.slice(0, 10) : '';
  return (!from || from <= day) && (!to || day <= to);
}

/**
 * ERP records → the catalog pricing reads. Prices: price list lines for a customer price group
 * (sales code USD or CAD), for quantity 1, valid on `day` (YYYY-MM-DD); the latest start wins.
 */
export function catalogFromBusinessCentral(
  records: Pick<BcRecords, 'items' | 'priceListLines' | 'bomComponents' | 'itemAttributes' | 'itemUnitsOfMeasure'>,
  day: string,
): Catalog {
  const attributes = new Map<string, Record<string, string>>();
  for (const a of records.itemAttributes) {
    const map = attributes.get(a.itemNo) ?? {};
    map[a.attributeName] = a.attributeValue;
    attributes.set(a.itemNo, map);
  }
  const prices = new Map<string, { price: CatalogPrice; start: string }[]>();
  for (const line of records.priceListLines) {
    if (line.sourceType !== 'Customer Price Group' || !isPriceGroup(line.sourceNo)) continue;
    if (line.minimumQuantity > 1 || !validOn(line.startingDate, line.endingDate, day)) continue;
    const list = prices.get(line.assetNo) ?? [];
    const existing = list.findIndex((p) => p.price.salesCode === line.sourceNo && p.price.unitOfMeasureCode === line.unitOfMeasureCode);
    const entry = {
      price: { salesCode: line.sourceNo, unitPriceCents: toCents(line.unitPrice), unitOfMeasureCode: line.unitOfMeasureCode },
      start: line.startingDate,
    };
    if (existing === -1) list.push(entry);
    else if ((list[existing]?.start ?? '') <= line.startingDate) list[existing] = entry;
    prices.set(line.assetNo, list);
  }
  const items: CatalogItem[] = records.items.map((i) => ({
    number: i.number,
    displayName: i.displayName,
    displayName2: i.displayName2 ? i.displayName2 : null,
    type: i.type,
    itemCategoryCode: i.itemCategoryCode,
    baseUnitOfMeasureCode: i.baseUnitOfMeasureCode,
    attributes: attributes.get(i.number) ?? {},
    prices: (prices.get(i.number) ?? []).map((p) => p.price),
    active: !i.blocked,
  }));
  const boms = new Map<string, CatalogBom>();
  const descriptions = new Map(records.items.map((i) => [i.number, i.displayName]));
  for (const c of [...records.bomComponents].sort((a, b) => a.lineNo - b.lineNo)) {
    if (c.type !== 'Item') continue;
    const bom = boms.get(c.parentItemNo) ?? { parentItemNo: c.parentItemNo, description: descriptions.get(c.parentItemNo) ?? c.parentItemNo, components: [] };
    bom.components.push({ itemNo: c.no, description: c.description, quantityPer: c.quantityPer, unitOfMeasureCode: c.unitOfMeasureCode });
    boms.set(c.parentItemNo, bom);
  }
  return {
    items,
    boms: [...boms.values()],
    unitsOfMeasure: records.itemUnitsOfMeasure.map((u) => ({ itemNo: u.itemNo, code: u.code, qtyPerUnitOfMeasure: u.qtyPerUnitOfMeasure })),
  };
}
