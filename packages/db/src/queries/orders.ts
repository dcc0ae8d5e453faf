import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import type { DbOrTx } from '../create-db';
import { erpCustomers } from '../schema/customers';
import type { OrderLineChange } from '@portal/domain/orders/order-line-changes';
import { orderCounts, orders, orderTransitions } from '../schema/orders';
import { adjustments } from '../schema/adjustments';
import type { AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import { notSent, type ErpSync } from '@portal/domain/erp-sync/erp-sync';
import { erpShipments, erpSync, type StoredShipmentLine } from '../schema/erp-sync';

/** Keys the database derives (dealerKey, nameKey, customerShortId) stay out of the rows. */
export type OrderRow = Omit<typeof orders.$inferSelect, 'dealerKey' | 'nameKey' | 'customerShortId'>;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'dealerKey' | 'nameKey' | 'customerShortId'>;

/** One step of an order's history (portal.md §4), oldest first: a status change, or an administrator's line changes. */
export interface OrderHistoryEntry {
  at: Date;
  byName: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  reason: string | null;
  changes: OrderLineChange[];
}

/** One adjustment of the order, as its views list them (adjustments-and-pricing §3: _id, createdAt, status). */
export interface OrderAdjustmentEntry {
  id: string;
  createdAt: Date;
  status: AdjustmentStatus;
}

/** An order with the display names of its transfer parties (null when not a transfer), its history and its adjustments. */
export type OrderRecord = OrderRow & {
  senderName: string | null;
  receiverName: string | null;
  history: OrderHistoryEntry[];
  adjustments: OrderAdjustmentEntry[];
  /** Its sales order in the ERP (`not-sent` without a job). */
  erpSync: ErpSync;
  /** The shipments the ERP posted for it, oldest first. */
  shipments: OrderShipmentEntry[];
};

export interface OrderShipmentEntry {
  number: string;
  shipmentDate: string;
  shippingAgent: string | null;
  trackingNumber: string | null;
  lines: StoredShipmentLine[];
}

type StoredShipment = [number: string, shipmentDate: string, shippingAgent: string | null, trackingNumber: string | null, lines: StoredShipmentLine[]];

/** The order's ERP shipments, oldest first, as one JSON value of the same row. */
const shipmentsOfOrder = sql<
  StoredShipment[]
>`(select coalesce(json_agg(json_build_array(s.number, s.shipment_date, s.shipping_agent, s.tracking_number, s.lines)
    order by s.shipment_date, s.number), '[]'::json) from ${erpShipments} s where s.order_id = ${orders.id})`;

const senderCustomer = alias(erpCustomers, 'sender_customer');
const receiverCustomer = alias(erpCustomers, 'receiver_customer');

const { dealerKey: _dealerKey, nameKey: _nameKey, customerShortId: _customerShortId, ...orderColumns } = getTableColumns(orders);

type StoredHistoryStep = [
  atMs: number,
  byName: string,
  fromStatus: OrderStatus | null,
  toStatus: OrderStatus,
  reason: string | null,
  changes: OrderLineChange[],
];

/** The order's history as one JSON value of the same row: no second query per order or page. */
const historyOfOrder = sql<
  StoredHistoryStep[]
>`(select coalesce(json_agg(json_build_array(floor(extract(epoch from t.at) * 1000), t.by_name, t.from_status, t.to_status, t.reason, t.changes)
    order by t.at, t.id), '[]'::json)
  from ${orderTransitions} t where t.order_id = ${orders.id})`;

type StoredAdjustmentEntry = [id: string, atMs: number, status: AdjustmentStatus];

/** The order's adjustments, oldest first, as one JSON value of the same row. */
const adjustmentsOfOrder = sql<
  StoredAdjustmentEntry[]
>`(select coalesce(json_agg(json_build_array(a.id, floor(extract(epoch from a.created_at) * 1000), a.status) order by a.created_at, a.id), '[]'::json)
  from ${adjustments} a where a.order_id = ${orders.id})`;

type StoredErpSync = [status: ErpSync['status'], salesOrderNumber: string | null, attempts: number, lastAttemptAtMs: number | null, lastError: string | null];

/** The order's ERP job, as one JSON value of the same row (null without one). */
const erpSyncOfOrder = sql<StoredErpSync | null>`(select json_build_array(j.status, j.sales_order_number, j.attempts,
    floor(extract(epoch from j.last_attempt_at) * 1000), j.last_error) from ${erpSync} j where j.order_id = ${orders.id})`;

/** Orders with their transfer parties' names, histories, adjustments and ERP job. */
function selectOrderRecords(db: DbOrTx) {
  return db
    .select({
      order: orderColumns,
      senderName: senderCustomer.displayName,
      receiverName: receiverCustomer.displayName,
      history: historyOfOrder,
      adjustments: adjustmentsOfOrder,
      erpSync: erpSyncOfOrder,
      shipments: shipmentsOfOrder,
    })
    .from(orders)
    .leftJoin(senderCustomer, eq(orders.sender, senderCustomer.id))
    .leftJoin(receiverCustomer, eq(orders.receiver, receiverCustomer.id));
}

const toRecord = (r: {
  order: OrderRow;
  senderName: string | null;
  receiverName: string | null;
  history: StoredHistoryStep[];
  adjustments: StoredAdjustmentEntry[];
  erpSync: StoredErpSync | null;
  shipments: StoredShipment[];
}): OrderRecord => ({
  ...r.order,
  senderName: r.senderName,
  receiverName: r.receiverName,
  history: r.history.map(([atMs, byName, fromStatus, toStatus, reason, changes]) => ({
    at: new Date(Number(atMs)),
    byName,
    fromStatus,
    toStatus,
    reason,
    changes: changes ?? [],
  })),
  adjustments: r.adjustments.map(([id, atMs, status]) => ({ id, createdAt: new Date(Number(atMs)), status })),
  erpSync: r.erpSync ? erpSyncFrom(r.erpSync) : notSent,
  shipments: r.shipments.map(([number, shipmentDate, shippingAgent, trackingNumber, lines]) => ({
    number,
    shipmentDate,
    shippingAgent,
    trackingNumber,
    lines,
  })),
});

function erpSyncFrom([status, salesOrderNumber, attempts, lastAttemptAtMs, lastError]: StoredErpSync): ErpSync {
  return {
    status,
    salesOrderNumber,
    attempts: Number(attempts),
    lastAttemptAt: lastAttemptAtMs === null ? null : new Date(Number(lastAttemptAtMs)).toISOString(),
    lastError,
  };
}

export async function getOrderRecord(db: DbOrTx, id: string): Promise<OrderRecord | undefined> {
  const [row] = await selectOrderRecords(db).where(eq(orders.id, id)).limit(1);
  return row ? toRecord(row) : undefined;
}

/** The orders of these ids that exist, in no particular order. */
export async function getOrderRecords(db: DbOrTx, ids: string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  return (await selectOrderRecords(db).where(inArray(orders.id, ids))).map(toRecord);
}

/** The order row locked for the rest of the transaction: two saves of one order never interleave. */
export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

type CountKey = Pick<OrderRow, 'customerId' | 'dealerName' | 'priceGroup' | 'status'>;

/**
 * Moves the counters in one statement, keys in a fixed order so concurrent moves cannot deadlock.
 * The dealer key is lowered by PostgreSQL, as the orders' own `dealer_key` is.
 */
async function moveCounts(db: DbOrTx, changes: (CountKey & { n: number })[]) {
  const key = (c: CountKey) => `${c.customerId}|${c.dealerName}|${c.priceGroup}|${c.status}`;
  const rows = [...changes].sort((a, b) => key(a).localeCompare(key(b)));
  await db
    .insert(orderCounts)
    .values(rows.map((c) => ({ customerId: c.customerId, dealerKey: sql`lower(${c.dealerName})`, priceGroup: c.priceGroup, status: c.status, n: c.n })))
    .onConflictDoUpdate({
      target: [orderCounts.customerId, orderCounts.dealerKey, orderCounts.priceGroup, orderCounts.status],
      set: { n: sql`${orderCounts.n} + excluded.n` },
    });
}

/** Inserts unless the id exists; undefined on a duplicate (two first saves racing). Call inside a transaction. */
export async function insertOrder(db: DbOrTx, values: NewOrderRow): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing({ target: orders.id }).returning(orderColumns);
  if (row) await moveCounts(db, [{ ...row, n: 1 }]);
  return row;
}

/** Updates the (locked) order and raises its version; a status change moves the counters. Call inside a transaction. */
export async function updateOrder(db: DbOrTx, before: OrderRow, values: Partial<Omit<NewOrderRow, 'version'>>): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, before.id))
    .returning(orderColumns);
  if (row && row.status !== before.status)
    await moveCounts(db, [
      { ...before, n: -1 },
      { ...row, n: 1 },
    ]);
  return row;
}

export async function deleteOrder(db: DbOrTx, before: OrderRow): Promise<boolean> {
  const rows = await db.delete(orders).where(eq(orders.id, before.id)).returning({ id: orders.id });
  if (rows.length > 0) await moveCounts(db, [{ ...before, n: -1 }]);
  return rows.length > 0;
}

/** Recounts every order (after a bulk load that bypassed insertOrder, or to repair). */
export async function rebuildOrderCounts(db: DbOrTx) {
  await db.delete(orderCounts);
  await db.execute(sql`insert into ${orderCounts} (customer_id, dealer_key, price_group, status, n)
    select customer_id, dealer_key, price_group, status, count(*) from ${orders} group by customer_id, dealer_key, price_group, status`);
}

export async function insertOrderTransition(db: DbOrTx, values: typeof orderTransitions.$inferInsert) {
  await db.insert(orderTransitions).values(values);
}
