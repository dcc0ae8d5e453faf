import { eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { orderListItems, orderListItemVersions, orders } from '../schema/orders';

// The serialized list rows of the orders (schema/orders.ts orderListItems).

export interface OrderListItemWrite {
  orderId: string;
  format: number;
  item: string;
}

export interface StoredOrderListItem extends OrderListItemWrite {
  version: number;
}

const newVersion = sql`nextval('${sql.raw(orderListItemVersions.seqName ?? '')}')`;
const replaced = { version: newVersion, format: sql`excluded.format`, item: sql`excluded.item` };

/** The item of an order just written, in the same transaction: it replaces whatever was there. */
export async function writeOrderListItem(db: DbOrTx, value: OrderListItemWrite) {
  await db.insert(orderListItems).values(value).onConflictDoUpdate({ target: orderListItems.orderId, set: replaced });
}

/** The stored items of these orders (those that have one), in no particular order. */
export function readOrderListItems(db: DbOrTx, orderIds: string[]): Promise<StoredOrderListItem[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderListItems).where(inArray(orderListItems.orderId, orderIds));
}

/**
 * Items a list read had to build (missing or of an older format). An item a concurrent write
 * stored meanwhile is newer than the one built here from what the read saw: it is kept (and
 * not returned).
 */
export async function fillOrderListItems(db: DbOrTx, values: OrderListItemWrite[]): Promise<StoredOrderListItem[]> {
  if (values.length === 0) return [];
  return db
    .insert(orderListItems)
    .values(values)
    .onConflictDoUpdate({ target: orderListItems.orderId, set: replaced, setWhere: lt(orderListItems.format, sql`excluded.format`) })
    .returning();
}

/** The transfers naming these customers show their names: their items are rebuilt on the next read. */
export async function forgetTransferListItems(db: DbOrTx, customerIds: string[]) {
  if (customerIds.length === 0) return;
  const transfers = db
    .select({ id: orders.id })
    .from(orders)
    .where(or(inArray(orders.sender, customerIds), inArray(orders.receiver, customerIds)));
  await db.delete(orderListItems).where(inArray(orderListItems.orderId, transfers));
}

/** Up to `limit` orders whose item is missing or not of this format (a repair or a bulk load). */
export async function orderIdsWithoutListItem(db: DbOrTx, format: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderListItems, eq(orderListItems.orderId, orders.id))
    .where(or(isNull(orderListItems.orderId), ne(orderListItems.format, format)))
    .limit(limit);
  return rows.map((r) => r.id);
}
