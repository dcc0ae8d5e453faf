import { asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { erpInvoices, erpShipments, sampleErpInvoices, sampleErpShipments, type StoredShipmentLine } from '../schema/erp-sync';
import { orders } from '../schema/orders';
import { settings } from '../schema/settings';

export type ErpShipmentRow = typeof erpShipments.$inferSelect;
export type ErpInvoiceRow = typeof erpInvoices.$inferSelect;

/** The portal's order a sales order number names (the ERP's shipments and invoices name it), locked for the rest of the transaction. */
export async function lockOrderBySalesOrderNumber(db: DbOrTx, salesOrderNumber: string): Promise<{ id: string; priceGroup: 'USD' | 'CAD' } | undefined> {
  const [row] = await db
    .select({ id: orders.id, priceGroup: orders.priceGroup })
    .from(orders)
    .where(eq(orders.salesOrderNumber, salesOrderNumber))
    .for('update')
    .limit(1);
  return row;
}

/** The shipment, once: false when the portal had it already (its mail went with the first insert). */
export async function insertErpShipment(db: DbOrTx, row: typeof erpShipments.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(erpShipments).values(row).onConflictDoNothing({ target: erpShipments.id }).returning({ id: erpShipments.id });
  return inserted.length > 0;
}

/** A shipment's carrier and tracking number, read after the shipment itself. */
export async function setErpShipmentTracking(db: DbOrTx, id: string, tracking: { shippingAgent: string; trackingNumber: string }): Promise<boolean> {
  const rows = await db.update(erpShipments).set(tracking).where(eq(erpShipments.id, id)).returning({ id: erpShipments.id });
  return rows.length > 0;
}

export async function getErpShipment(db: DbOrTx, id: string): Promise<ErpShipmentRow | undefined> {
  const [row] = await db.select().from(erpShipments).where(eq(erpShipments.id, id)).limit(1);
  return row;
}

export function listErpShipments(db: DbOrTx, orderId: string): Promise<ErpShipmentRow[]> {
  return db.select().from(erpShipments).where(eq(erpShipments.orderId, orderId)).orderBy(asc(erpShipments.shipmentDate), asc(erpShipments.number));
}

/** An invoice as the ERP has it now (an invoice is posted once; a later read only confirms it). */
export async function upsertErpInvoice(db: DbOrTx, row: typeof erpInvoices.$inferInsert): Promise<void> {
  const { id: _id, orderId: _orderId, ...changed } = row;
  await db.insert(erpInvoices).values(row).onConflictDoUpdate({ target: erpInvoices.id, set: changed });
}

export function listErpInvoices(db: DbOrTx, orderId: string): Promise<ErpInvoiceRow[]> {
  return db.select().from(erpInvoices).where(eq(erpInvoices.orderId, orderId)).orderBy(asc(erpInvoices.invoiceDate), asc(erpInvoices.number));
}

/** Work one instance does at a time (the ERP poller, the webhook subscriptions' keeper), each turn a row of `settings`. */
export type ErpTurn = 'erp.pollTurn' | 'erp.subscriptionsTurn';

/**
 * `holder`'s turn at `turn` for `leaseMs`: taken when nobody holds it, when the holder's lease
 * passed, or by the holder itself (renewing); false otherwise.
 */
export async function takeErpTurn(db: DbOrTx, turn: ErpTurn, holder: string, leaseMs: number): Promise<boolean> {
  const value = sql`jsonb_build_object('holder', ${holder}::text, 'until', now() + make_interval(secs => ${leaseMs / 1000}))`;
  const rows = await db
    .insert(settings)
    .values({ key: turn, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: sql`now()` },
      setWhere: sql`(${settings.value} ->> 'until')::timestamptz < now() or ${settings.value} ->> 'holder' = ${holder}`,
    })
    .returning({ key: settings.key });
  return rows.length > 0;
}

/**
 * The turn ended now: by its holder (an instance stopping), or by anyone when `holder` is absent
 * (Business Central said something changed: the instance told takes it at its next nudge and reads
 * at once; a read already running goes on, and reading is idempotent, so two at once change nothing).
 */
export async function endErpTurn(db: DbOrTx, turn: ErpTurn, holder?: string): Promise<void> {
  await db
    .delete(settings)
    .where(holder === undefined ? eq(settings.key, turn) : sql`${settings.key} = ${turn} and ${settings.value} ->> 'holder' = ${holder}`);
}

// The built-in sample ERP's posted documents (adapters/erp/sample-documents.ts).

export type SampleShipmentRow = typeof sampleErpShipments.$inferSelect;
export type SampleInvoiceRow = typeof sampleErpInvoices.$inferSelect;

export async function insertSampleShipment(
  db: DbOrTx,
  row: { orderNumber: string; shipmentDate: string; shippingAgentCode: string; packageTrackingNo: string; lines: StoredShipmentLine[] },
): Promise<SampleShipmentRow> {
  const [inserted] = await db.insert(sampleErpShipments).values(row).returning();
  if (!inserted) throw new Error('the sample ERP did not store the shipment');
  return inserted;
}

export function sampleShipmentsOf(db: DbOrTx, orderNumber: string): Promise<SampleShipmentRow[]> {
  return db.select().from(sampleErpShipments).where(eq(sampleErpShipments.orderNumber, orderNumber));
}

export function sampleShipmentsSince(db: DbOrTx, since: Date | null): Promise<SampleShipmentRow[]> {
  return db
    .select()
    .from(sampleErpShipments)
    .where(since ? gt(sampleErpShipments.lastModifiedAt, since) : undefined)
    .orderBy(asc(sampleErpShipments.lastModifiedAt), asc(sampleErpShipments.number));
}

export async function insertSampleInvoice(
  db: DbOrTx,
  row: { orderNumber: string; invoiceDate: string; totalCents: number; currencyCode: string },
): Promise<SampleInvoiceRow> {
  const [inserted] = await db.insert(sampleErpInvoices).values(row).returning();
  if (!inserted) throw new Error('the sample ERP did not store the invoice');
  return inserted;
}

export function sampleInvoicesSince(db: DbOrTx, since: Date | null): Promise<SampleInvoiceRow[]> {
  return db
    .select()
    .from(sampleErpInvoices)
    .where(since ? gt(sampleErpInvoices.lastModifiedAt, since) : undefined)
    .orderBy(asc(sampleErpInvoices.lastModifiedAt), asc(sampleErpInvoices.number));
}

export async function getSampleInvoice(db: DbOrTx, id: string): Promise<SampleInvoiceRow | undefined> {
  const [row] = await db.select().from(sampleErpInvoices).where(eq(sampleErpInvoices.id, id)).limit(1);
  return row;
}
