import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { orderListItems } from '../schema/orders';

/** A stored item's fields, in the order asked for, as text (null where the item holds none). */
export interface OrderListItemFields {
  orderId: string;
  values: (string | null)[];
}

/**
 * Some fields of the stored list items of these orders that are of `format`, each a path into the
 * item's JSON (`['userDetails', 'userName']`), read by the database: an export reads a dozen short
 * fields of every row, not its whole item (kilobytes of lines). Each item is parsed once (the
 * lateral subquery with `offset 0` is computed once per row, not once per field).
 */
export async function readOrderListItemFields(
  db: DbOrTx,
  orderIds: string[],
  format: number,
  paths: readonly (readonly string[])[],
): Promise<OrderListItemFields[]> {
  if (orderIds.length === 0) return [];
  const fields = paths.map((path, i) => sql`doc.json #>> ${`{${path.join(',')}}`}::text[] as ${sql.identifier(`f${i}`)}`);
  const result = await db.execute(
    sql`select ${orderListItems.orderId} as order_id, ${sql.join(fields, sql`, `)}
      from ${orderListItems} cross join lateral (select ${orderListItems.item}::jsonb as json offset 0) doc
      where ${and(inArray(orderListItems.orderId, orderIds), eq(orderListItems.format, format))}`,
  );
  // The drivers answer in shapes of their own; both carry `rows`.
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return rows.map((row) => ({ orderId: String(row.order_id), values: paths.map((_, i) => row[`f${i}`] ?? null) }));
}
