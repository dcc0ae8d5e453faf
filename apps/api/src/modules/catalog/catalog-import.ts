import type { BcCustomer, BcItem, BcRecords } from '@portal/domain/catalog/business-central-records';
import type { Catalog, CatalogBom, CatalogItem } from '@portal/domain/catalog/catalog-types';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { priceGroups, type PriceGroup } from '@portal/domain/customers/customer';
import type { DbOrTx } from '@portal/db/create-db';
import {
  bumpCatalogVersion,
  deactivateItems,
  loadCatalog,
  loadErpCustomerNames,
  loadItemLastModified,
  replaceBoms,
  replaceItemUnits,
  upsertErpCustomers,
  writeCatalogItems,
  type CatalogItemWrite,
  type ErpCustomerWrite,
} from '@portal/db/queries/catalog';
import type { ImportEntityCounts } from '@portal/db/schema/catalog';

export interface ImportOutcome {
  items: ImportEntityCounts;
  entityCounts: Record<string, ImportEntityCounts & { skipped?: number }>;
  watermark: Date | null;
  catalogChanged: boolean;
}

const zero = (): ImportEntityCounts => ({ inserted: 0, updated: 0, deactivated: 0, unchanged: 0 });

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Key order and list order must not make equal things look different. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function itemKey(item: CatalogItem): string {
  const prices = [...item.prices].sort((a, b) => `${a.salesCode}\u0000${a.unitOfMeasureCode}`.localeCompare(`${b.salesCode}\u0000${b.unitOfMeasureCode}`));
  return canonical({ ...item, prices });
}

/** A stored item as the ERP record it came from, so an incremental import prices it with today's price lines. */
function storedAsBcItem(item: CatalogItem, lastModified: Date | null): BcItem {
  return {
    id: '',
    number: item.number,
    displayName: item.displayName,
    ...(item.displayName2 ? { displayName2: item.displayName2 } : {}),
    type: item.type,
    itemCategoryCode: item.itemCategoryCode,
    baseUnitOfMeasureCode: item.baseUnitOfMeasureCode,
    unitPrice: 0,
    blocked: !item.active,
    lastModifiedDateTime: lastModified?.toISOString() ?? '',
  };
}

const isPriceGroup = (code: string): code is PriceGroup => (priceGroups as readonly string[]).includes(code);

/**
 * Writes fetched ERP records over the stored catalog, inside the caller's transaction, and
 * counts what changed. Items are never deleted: blocked or (in a full import) missing items are
 * marked inactive. Equal data writes nothing, so a repeated import reports everything unchanged.
 */
export async function applyCatalogImport(
  tx: DbOrTx,
  input: { records: BcRecords; incremental: boolean; day: string; previousWatermark: Date | null },
): Promise<ImportOutcome> {
  const { records, incremental } = input;
  const stored = await loadCatalog(tx);
  const storedModified = await loadItemLastModified(tx);
  const storedCustomers = await loadErpCustomerNames(tx);

  // Last record wins when the ERP lists a number twice.
  const fetchedItems = new Map(records.items.map((i) => [i.number, i]));
  if (incremental) {
    for (const item of stored.items) {
      if (!fetchedItems.has(item.number)) fetchedItems.set(item.number, storedAsBcItem(item, storedModified.get(item.number) ?? null));
    }
  }
  const bcItems = [...fetchedItems.values()];
  const catalog: Catalog = catalogFromBusinessCentral({ ...records, items: bcItems }, input.day);
  const modifiedByNumber = new Map(bcItems.map((i) => [i.number, parseDate(i.lastModifiedDateTime)]));

  const items = zero();
  const storedItems = new Map(stored.items.map((i) => [i.number, i]));
  const inserted: CatalogItemWrite[] = [];
  const changed: CatalogItemWrite[] = [];
  for (const item of catalog.items) {
    const write = { ...item, lastModified: modifiedByNumber.get(item.number) ?? null };
    const before = storedItems.get(item.number);
    if (!before) {
      inserted.push(write);
      items.inserted += 1;
      continue;
    }
    const sameTime = (storedModified.get(item.number)?.getTime() ?? null) === (write.lastModified?.getTime() ?? null);
    if (sameTime && itemKey(before) === itemKey(item)) {
      items.unchanged += 1;
      continue;
    }
    changed.push(write);
    if (before.active && !item.active) items.deactivated += 1;
    else items.updated += 1;
  }
  await writeCatalogItems(tx, { inserted, changed });
  const listed = new Set(catalog.items.map((i) => i.number));
  const missing = stored.items.filter((i) => !listed.has(i.number));
  if (missing.length > 0) {
    // Only reached by a full import: an incremental one carries every stored item forward.
    const deactivated = await deactivateItems(
      tx,
      missing.map((i) => i.number),
    );
    items.deactivated += deactivated;
    items.unchanged += missing.length - deactivated;
  }

  const boms = diffBoms(stored.boms, catalog.boms);
  await replaceBoms(tx, { upsert: boms.upsert, remove: boms.remove });

  const unitKey = (u: Catalog['unitsOfMeasure'][number]) => `${u.itemNo}\u0000${u.code}`;
  const storedUnits = new Map(stored.unitsOfMeasure.map((u) => [unitKey(u), u.qtyPerUnitOfMeasure]));
  const units = zero();
  const nextUnits = new Map(catalog.unitsOfMeasure.map((u) => [unitKey(u), u]));
  for (const [k, u] of nextUnits) {
    const before = storedUnits.get(k);
    if (before === undefined) units.inserted += 1;
    else if (before !== u.qtyPerUnitOfMeasure) units.updated += 1;
    else units.unchanged += 1;
  }
  units.deactivated = [...storedUnits.keys()].filter((k) => !nextUnits.has(k)).length;
  if (units.inserted + units.updated + units.deactivated > 0) await replaceItemUnits(tx, [...nextUnits.values()]);

  const customers = await importCustomers(tx, records, storedCustomers);

  const catalogChanged =
    items.inserted + items.updated + items.deactivated > 0 ||
    boms.upsert.length + boms.remove.length > 0 ||
    units.inserted + units.updated + units.deactivated > 0;
  if (catalogChanged) await bumpCatalogVersion(tx);

  let watermark = input.previousWatermark;
  for (const record of [...records.items, ...records.customers]) {
    const at = parseDate(record.lastModifiedDateTime);
    if (at && (!watermark || at > watermark)) watermark = at;
  }
  return { items, entityCounts: { items, boms: boms.counts, unitsOfMeasure: units, customers }, watermark, catalogChanged };
}

function diffBoms(stored: CatalogBom[], next: CatalogBom[]) {
  const counts = zero();
  const before = new Map(stored.map((b) => [b.parentItemNo, canonical(b)]));
  const upsert: CatalogBom[] = [];
  for (const bom of next) {
    const old = before.get(bom.parentItemNo);
    if (old === undefined) counts.inserted += 1;
    else if (old !== canonical(bom)) counts.updated += 1;
    else {
      counts.unchanged += 1;
      continue;
    }
    upsert.push(bom);
  }
  const listed = new Set(next.map((b) => b.parentItemNo));
  // Kits are not referenced by orders (an order keeps its own breakdown), so a kit the ERP dropped goes.
  const remove = stored.map((b) => b.parentItemNo).filter((n) => !listed.has(n));
  counts.deactivated = remove.length;
  return { upsert, remove, counts };
}

/**
 * ERP customers: the price group is the customer's price group when it is USD or CAD, else its
 * currency; a customer with neither cannot be priced and is skipped (counted). Tier and
 * sender/receiver flag belong to the portal and are kept. Customers are never deleted.
 */
export async function importCustomers(tx: DbOrTx, records: BcRecords, stored: Map<string, { displayName: string; priceGroup: PriceGroup }>) {
  const counts = { ...zero(), skipped: 0 };
  const groups = new Map(records.customerPriceGroups.map((g) => [g.customerNo, g.customerPriceGroup]));
  const byNumber = new Map<string, BcCustomer>(records.customers.map((c) => [c.number, c]));
  // Price groups come complete even in an incremental import: re-check the stored customers too.
  for (const [id, c] of stored) {
    if (!byNumber.has(id) && groups.has(id))
      byNumber.set(id, { id: '', number: id, displayName: c.displayName, currencyCode: c.priceGroup, blocked: '', lastModifiedDateTime: '' });
  }
  const writes: ErpCustomerWrite[] = [];
  for (const c of byNumber.values()) {
    const group = groups.get(c.number) ?? '';
    const priceGroup = isPriceGroup(group) ? group : isPriceGroup(c.currencyCode) ? c.currencyCode : undefined;
    if (!priceGroup) {
      counts.skipped += 1;
      continue;
    }
    const before = stored.get(c.number);
    if (!before) counts.inserted += 1;
    else if (before.displayName !== c.displayName || before.priceGroup !== priceGroup) counts.updated += 1;
    else {
      counts.unchanged += 1;
      continue;
    }
    writes.push({ id: c.number, displayName: c.displayName, priceGroup });
  }
  await upsertErpCustomers(tx, writes);
  return counts;
}
