import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Catalog, CatalogBom, CatalogItem, CatalogUnitOfMeasure, PortalPricingRule } from '@portal/domain/catalog/catalog-types';
import type { PriceGroup } from '@portal/domain/customers/customer';
import type { DbOrTx } from '../create-db';
import { erpCustomers } from '../schema/customers';
import { settings } from '../schema/settings';
import { forgetTransferListItems } from './order-list-items';
import {
  catalogBomComponents,
  catalogBoms,
  catalogItemPrices,
  catalogItems,
  catalogItemUnits,
  importRuns,
  portalPricingRules,
  type ImportEntityCounts,
  type ImportEntityProgress,
} from '../schema/catalog';

export type ImportRunRow = typeof importRuns.$inferSelect;
export type NewImportRunRow = typeof importRuns.$inferInsert;
export type CatalogItemRow = typeof catalogItems.$inferSelect;

/** Rows per INSERT: far below PostgreSQL's 65 535 bind parameters whatever the column count. */
const chunkSize = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += chunkSize) out.push(rows.slice(i, i + chunkSize));
  return out;
}

/**
 * The whole catalog in a stable order (items by number, prices by group and unit, components by
 * position). One query after the other: inside a transaction they share one connection.
 */
export async function loadCatalog(db: DbOrTx): Promise<Catalog> {
  const itemRows = await db.select().from(catalogItems).orderBy(asc(catalogItems.number));
  const priceRows = await db
    .select()
    .from(catalogItemPrices)
    .orderBy(asc(catalogItemPrices.itemNo), asc(catalogItemPrices.salesCode), asc(catalogItemPrices.unitOfMeasureCode));
  const bomRows = await db.select().from(catalogBoms).orderBy(asc(catalogBoms.parentItemNo));
  const componentRows = await db.select().from(catalogBomComponents).orderBy(asc(catalogBomComponents.parentItemNo), asc(catalogBomComponents.position));
  const unitRows = await db.select().from(catalogItemUnits).orderBy(asc(catalogItemUnits.itemNo), asc(catalogItemUnits.code));
  const prices = new Map<string, CatalogItem['prices']>();
  for (const p of priceRows) {
    const list = prices.get(p.itemNo) ?? [];
    list.push({ salesCode: p.salesCode, unitPriceCents: p.unitPriceCents, unitOfMeasureCode: p.unitOfMeasureCode });
    prices.set(p.itemNo, list);
  }
  const components = new Map<string, CatalogBom['components']>();
  for (const c of componentRows) {
    const list = components.get(c.parentItemNo) ?? [];
    list.push({ itemNo: c.itemNo, description: c.description, quantityPer: c.quantityPer, unitOfMeasureCode: c.unitOfMeasureCode });
    components.set(c.parentItemNo, list);
  }
  return {
    items: itemRows.map((r) => ({
      number: r.number,
      displayName: r.displayName,
      displayName2: r.displayName2,
      type: r.type,
      itemCategoryCode: r.itemCategoryCode,
      baseUnitOfMeasureCode: r.baseUnitOfMeasureCode,
      attributes: r.attributes,
      prices: prices.get(r.number) ?? [],
      active: r.active,
    })),
    boms: bomRows.map((b) => ({ parentItemNo: b.parentItemNo, description: b.description, components: components.get(b.parentItemNo) ?? [] })),
    unitsOfMeasure: unitRows.map((u): CatalogUnitOfMeasure => ({ itemNo: u.itemNo, code: u.code, qtyPerUnitOfMeasure: u.qtyPerUnitOfMeasure })),
  };
}

/** Number → the ERP's lastModifiedDateTime of every stored item (the import compares it too). */
export async function loadItemLastModified(db: DbOrTx): Promise<Map<string, Date | null>> {
  const rows = await db.select({ number: catalogItems.number, lastModified: catalogItems.lastModified }).from(catalogItems);
  return new Map(rows.map((r) => [r.number, r.lastModified]));
}

export type CatalogItemWrite = CatalogItem & { lastModified: Date | null };

function itemValues(item: CatalogItemWrite) {
  return {
    number: item.number,
    displayName: item.displayName,
    displayName2: item.displayName2,
    type: item.type,
    itemCategoryCode: item.itemCategoryCode,
    baseUnitOfMeasureCode: item.baseUnitOfMeasureCode,
    attributes: item.attributes,
    active: item.active,
    lastModified: item.lastModified,
  };
}

/** Inserts new items and replaces changed ones, prices included (the caller has diffed them). */
export async function writeCatalogItems(db: DbOrTx, items: { inserted: CatalogItemWrite[]; changed: CatalogItemWrite[] }) {
  for (const chunk of chunks(items.inserted)) await db.insert(catalogItems).values(chunk.map(itemValues));
  for (const item of items.changed) {
    await db
      .update(catalogItems)
      .set({ ...itemValues(item), updatedAt: new Date() })
      .where(eq(catalogItems.number, item.number));
  }
  const all = [...items.inserted, ...items.changed];
  for (const chunk of chunks(all.map((i) => i.number))) await db.delete(catalogItemPrices).where(inArray(catalogItemPrices.itemNo, chunk));
  const prices = all.flatMap((i) =>
    i.prices.map((p) => ({ itemNo: i.number, salesCode: p.salesCode, unitOfMeasureCode: p.unitOfMeasureCode, unitPriceCents: p.unitPriceCents })),
  );
  for (const chunk of chunks(prices)) await db.insert(catalogItemPrices).values(chunk);
}

/** Marks the listed items inactive (they stay for the orders naming them); returns how many were active. */
export async function deactivateItems(db: DbOrTx, numbers: string[]): Promise<number> {
  let count = 0;
  for (const chunk of chunks(numbers)) {
    const rows = await db
      .update(catalogItems)
      .set({ active: false, updatedAt: new Date() })
      .where(and(eq(catalogItems.active, true), inArray(catalogItems.number, chunk)))
      .returning({ number: catalogItems.number });
    count += rows.length;
  }
  return count;
}

/** Replaces the given BOMs (components included) and removes the listed ones: kits are not referenced by orders. */
export async function replaceBoms(db: DbOrTx, changes: { upsert: CatalogBom[]; remove: string[] }) {
  const touched = [...changes.upsert.map((b) => b.parentItemNo), ...changes.remove];
  for (const chunk of chunks(touched)) await db.delete(catalogBoms).where(inArray(catalogBoms.parentItemNo, chunk));
  for (const chunk of chunks(changes.upsert))
    await db.insert(catalogBoms).values(chunk.map((b) => ({ parentItemNo: b.parentItemNo, description: b.description })));
  const components = changes.upsert.flatMap((b) =>
    b.components.map((c, position) => ({
      parentItemNo: b.parentItemNo,
      position,
      itemNo: c.itemNo,
      description: c.description,
      quantityPer: c.quantityPer,
      unitOfMeasureCode: c.unitOfMeasureCode,
    })),
  );
  for (const chunk of chunks(components)) await db.insert(catalogBomComponents).values(chunk);
}

export async function replaceItemUnits(db: DbOrTx, units: CatalogUnitOfMeasure[]) {
  await db.delete(catalogItemUnits);
  for (const chunk of chunks(units)) await db.insert(catalogItemUnits).values(chunk);
}

/** The catalog version: bumped by every change to the catalog or the pricing rules; the ETag of catalog reads. */
const catalogVersionKey = 'catalog.version';

export async function getCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, catalogVersionKey)).limit(1);
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function bumpCatalogVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .insert(settings)
    .values({ key: catalogVersionKey, value: 1 })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`to_jsonb((${settings.value}#>>'{}')::bigint + 1)`, updatedAt: new Date() } })
    .returning({ value: settings.value });
  return Number(row?.value ?? 0);
}

// ----- Portal pricing rules

function ruleFromRow(r: typeof portalPricingRules.$inferSelect): PortalPricingRule {
  const value = r.method === '+' || r.method === '-' ? (r.amountCents ?? 0) : Number(r.factor ?? '1');
  return { name: r.name as PortalPricingRule['name'], method: r.method, value };
}

export async function loadPortalPricingRules(db: DbOrTx): Promise<PortalPricingRule[]> {
  const rows = await db.select().from(portalPricingRules).orderBy(asc(portalPricingRules.name));
  return rows.map(ruleFromRow);
}

/** Inserts the rules that are absent by name; existing rules (edited on the Pricing page) stay as they are. */
export async function insertMissingPortalPricingRules(db: DbOrTx, rules: PortalPricingRule[]) {
  if (rules.length === 0) return;
  await db
    .insert(portalPricingRules)
    .values(
      rules.map((r) =>
        r.method === '+' || r.method === '-'
          ? { name: r.name, method: r.method, amountCents: Math.round(r.value), factor: null }
          : // String(1.15) is "1.15": the decimal the rule was written with, stored exactly by numeric.
            { name: r.name, method: r.method, amountCents: null, factor: String(r.value) },
      ),
    )
    .onConflictDoNothing({ target: portalPricingRules.name });
}

// ----- ERP customers

export interface ErpCustomerWrite {
  id: string;
  displayName: string;
  priceGroup: PriceGroup;
}

/**
 * Upserts display name and price group; tier and sender/receiver flag are the portal's own and
 * stay. Transfers naming a renamed customer have their list items rebuilt.
 */
export async function upsertErpCustomers(db: DbOrTx, customers: ErpCustomerWrite[]) {
  for (const chunk of chunks(customers)) {
    const renamed = await db
      .insert(erpCustomers)
      .values(chunk)
      .onConflictDoUpdate({
        target: erpCustomers.id,
        set: { displayName: sql`excluded.display_name`, priceGroup: sql`excluded.price_group`, updatedAt: new Date() },
        setWhere: sql`(${erpCustomers.displayName}, ${erpCustomers.priceGroup}) is distinct from (excluded.display_name, excluded.price_group)`,
      })
      .returning({ id: erpCustomers.id });
    await forgetTransferListItems(
      db,
      renamed.map((r) => r.id),
    );
  }
}

export async function loadErpCustomerNames(db: DbOrTx): Promise<Map<string, { displayName: string; priceGroup: PriceGroup }>> {
  const rows = await db.select({ id: erpCustomers.id, displayName: erpCustomers.displayName, priceGroup: erpCustomers.priceGroup }).from(erpCustomers);
  return new Map(rows.map((r) => [r.id, { displayName: r.displayName, priceGroup: r.priceGroup }]));
}

// ----- Import runs

/** Starts a run unless one of the kind is running (the partial unique index decides, across instances). */
export async function insertImportRun(db: DbOrTx, values: NewImportRunRow): Promise<ImportRunRow | undefined> {
  const [row] = await db.insert(importRuns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findImportRun(db: DbOrTx, id: string): Promise<ImportRunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
  return row;
}

export async function findRunningImport(db: DbOrTx, kind: ImportRunRow['kind']): Promise<ImportRunRow | undefined> {
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.kind, kind), eq(importRuns.status, 'running')))
    .limit(1);
  return row;
}

export async function lastSucceededImport(db: DbOrTx, kind: ImportRunRow['kind'], source: ImportRunRow['source']): Promise<ImportRunRow | undefined> {
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.kind, kind), eq(importRuns.source, source), eq(importRuns.status, 'succeeded')))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  return row;
}

export async function saveImportProgress(db: DbOrTx, id: string, progress: Record<string, ImportEntityProgress>) {
  await db
    .update(importRuns)
    .set({ progress, heartbeatAt: new Date() })
    .where(and(eq(importRuns.id, id), eq(importRuns.status, 'running')));
}

export async function finishImportRun(
  db: DbOrTx,
  id: string,
  outcome:
    | {
        status: 'succeeded';
        items: ImportEntityCounts;
        entityCounts: Record<string, ImportEntityCounts & { skipped?: number }>;
        watermark: Date | null;
        progress: Record<string, ImportEntityProgress>;
      }
    | { status: 'failed'; errorMessage: string },
): Promise<ImportRunRow | undefined> {
  const now = new Date();
  const values =
    outcome.status === 'succeeded'
      ? { status: outcome.status, ...outcome.items, entityCounts: outcome.entityCounts, watermark: outcome.watermark, progress: outcome.progress }
      : { status: outcome.status, errorMessage: outcome.errorMessage };
  const [row] = await db
    .update(importRuns)
    .set({ ...values, finishedAt: now, heartbeatAt: now })
    .where(and(eq(importRuns.id, id), eq(importRuns.status, 'running')))
    .returning();
  return row;
}

/** Runs whose process stopped (no heartbeat since `before`) are failed, so a new run may start. */
export async function failStaleImportRuns(db: DbOrTx, before: Date) {
  await db
    .update(importRuns)
    .set({ status: 'failed', errorMessage: 'Interrupted: the server stopped while importing', finishedAt: new Date() })
    .where(and(eq(importRuns.status, 'running'), lt(importRuns.heartbeatAt, before)));
}
