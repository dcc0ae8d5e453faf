import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The catalog mirrored from the ERP (Business Central or the built-in sample). Items are never
 * deleted: an item missing from the ERP or blocked there becomes inactive, so orders that name
 * it keep their meaning.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    number: text('number').primaryKey(),
    displayName: text('display_name').notNull(),
    displayName2: text('display_name2'),
    type: text('type', { enum: ['Inventory', 'Service', 'Non-Inventory'] }).notNull(),
    itemCategoryCode: text('item_category_code').notNull(),
    baseUnitOfMeasureCode: text('base_unit_of_measure_code').notNull(),
    /** Attribute name → value (Length → "264"). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    /** The ERP's lastModifiedDateTime (its clock, not ours): the incremental import's watermark comes from it. */
    lastModified: timestamp('last_modified', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_items_category_idx').on(t.itemCategoryCode)],
);

/** The price of an item for a customer price group (sales code USD or CAD) and unit of measure. */
export const catalogItemPrices = pgTable(
  'catalog_item_prices',
  {
    itemNo: text('item_no')
      .notNull()
      .references(() => catalogItems.number, { onDelete: 'cascade' }),
    salesCode: text('sales_code', { enum: ['USD', 'CAD'] }).notNull(),
    unitOfMeasureCode: text('unit_of_measure_code').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemNo, t.salesCode, t.unitOfMeasureCode] })],
);

/** A kit (assembly BOM). No foreign key to the items: the ERP may list a BOM before its parent item is visible. */
export const catalogBoms = pgTable('catalog_boms', {
  parentItemNo: text('parent_item_no').primaryKey(),
  description: text('description').notNull(),
});

export const catalogBomComponents = pgTable(
  'catalog_bom_components',
  {
    parentItemNo: text('parent_item_no')
      .notNull()
      .references(() => catalogBoms.parentItemNo, { onDelete: 'cascade' }),
    /** Position in the kit (0, 1, …): the ERP's line order. */
    position: integer('position').notNull(),
    itemNo: text('item_no').notNull(),
    description: text('description').notNull(),
    quantityPer: numeric('quantity_per', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    unitOfMeasureCode: text('unit_of_measure_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentItemNo, t.position] })],
);

/** Units of measure of an item and how many base units each holds (HALF → 0.5). */
export const catalogItemUnits = pgTable(
  'catalog_item_units',
  {
    itemNo: text('item_no').notNull(),
    code: text('code').notNull(),
    qtyPerUnitOfMeasure: numeric('qty_per_unit_of_measure', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemNo, t.code] })],
);

/**
 * Portal pricing rules (portal.md §3). Exact values: + and - hold integer cents, * and / a
 * numeric factor kept as its decimal text (never a binary float in the database).
 */
export const portalPricingRules = pgTable(
  'portal_pricing_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    method: text('method', { enum: ['+', '-', '*', '/'] }).notNull(),
    amountCents: integer('amount_cents'),
    factor: numeric('factor', { precision: 12, scale: 6 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'portal_pricing_rules_value_check',
      // Joined rather than wrapped: the constraint's text stays as the migrations' snapshots hold it.
      sql.join(
        [
          sql`(${t.method} in ('+', '-') and ${t.amountCents} is not null and ${t.factor} is null)`,
          sql`(${t.method} in ('*', '/') and ${t.factor} is not null and ${t.amountCents} is null)`,
        ],
        sql` or `,
      ),
    ),
  ],
);

export interface ImportEntityProgress {
  fetched: number;
  /** Null when the ERP does not say how many there are. */
  total: number | null;
}

export interface ImportEntityCounts {
  inserted: number;
  updated: number;
  deactivated: number;
  unchanged: number;
}

/** One ERP import: its progress while it runs, then its outcome. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['items', 'customers'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    source: text('source', { enum: ['sample', 'business-central'] }).notNull(),
    mode: text('mode', { enum: ['full', 'incremental'] }).notNull(),
    /** Entity set → records fetched so far and the total the ERP announced. */
    progress: jsonb('progress').$type<Record<string, ImportEntityProgress>>().notNull().default({}),
    /** Item counts; the other entities' counts are in entityCounts. */
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    deactivated: integer('deactivated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    entityCounts: jsonb('entity_counts').$type<Record<string, ImportEntityCounts & { skipped?: number }>>().notNull().default({}),
    /** The newest ERP lastModifiedDateTime seen: the next incremental import asks for records from here on. */
    watermark: timestamp('watermark', { withTimezone: true }),
    errorMessage: text('error_message'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched with every progress write: a run whose heartbeat stops was interrupted (the process ended). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One running import per kind, whichever instance started it.
    uniqueIndex('import_runs_one_running_idx')
      .on(t.kind)
      .where(sql`status = 'running'`),
    index('import_runs_started_idx').on(t.kind, t.startedAt),
  ],
);
