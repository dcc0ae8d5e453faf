import type { DbOrTx } from '@portal/db/create-db';
import { fillOrderListItems, orderIdsWithoutListItem, writeOrderListItem } from '@portal/db/queries/order-list-items';
import type { OrderPage } from '@portal/db/queries/order-lists';
import { getOrderRecords, type OrderRecord } from '@portal/db/queries/orders';
import type { StoredOrderLines } from '@portal/db/schema/orders';
import { toOrderView } from './order-view-mapper';

/**
 * The version of a list row's JSON. Raise it whenever what `listItemJson` writes changes (the
 * order view, the list lines): stored items of another format are rebuilt when a list reads them.
 */
export const listItemFormat = 1;

/** A list row's lines without breakdowns and kits (a page of 50 full orders is megabytes; rows expand to lines and prices). */
export function listLinesOf(lines: StoredOrderLines): StoredOrderLines {
  return {
    screens: lines.screens.map((l) => ({ ...l, breakdown: [], mappedScrKits: { BOMS: [], items: [] } })),
    roofs: lines.roofs.map((l) => ({ ...l, breakdown: [], mappedRfKits: [] })),
    parts: lines.parts.map((l) => ({ ...l, breakdown: [] })),
  };
}

/** The order as the lists show it, serialized. */
export function listItemJson(record: OrderRecord): string {
  return JSON.stringify(toOrderView({ ...record, lines: listLinesOf(record.lines) }));
}

/** Called in the transaction of every order write, with the order as written. */
export function storeListItem(tx: DbOrTx, record: OrderRecord) {
  return writeOrderListItem(tx, { orderId: record.id, format: listItemFormat, item: listItemJson(record) });
}

const current = (e: OrderPage['entries'][number]) => (e.format === listItemFormat ? e.item : null);

/**
 * The page's serialized rows in list order. Missing or outdated items (after a migration, a
 * format change, a renamed transfer party) are built from the orders and stored for the next read.
 */
export async function pageItems(db: DbOrTx, page: OrderPage): Promise<string[]> {
  const stale = page.entries.filter((e) => current(e) === null).map((e) => e.id);
  if (stale.length === 0) return page.entries.flatMap((e) => current(e) ?? []);
  const built = new Map((await getOrderRecords(db, stale)).map((r) => [r.id, listItemJson(r)]));
  await fillOrderListItems(
    db,
    [...built].map(([orderId, item]) => ({ orderId, format: listItemFormat, item })),
  );
  // An order deleted since the page was read has no record: it leaves the page.
  return page.entries.flatMap((e) => current(e) ?? built.get(e.id) ?? []);
}

/** Builds every missing or outdated item, `batch` orders at a time (after a bulk load). */
export async function buildAllListItems(db: DbOrTx, batch = 500) {
  for (;;) {
    const ids = await orderIdsWithoutListItem(db, listItemFormat, batch);
    if (ids.length === 0) return;
    const records = await getOrderRecords(db, ids);
    await fillOrderListItems(
      db,
      records.map((r) => ({ orderId: r.id, format: listItemFormat, item: listItemJson(r) })),
    );
  }
}
