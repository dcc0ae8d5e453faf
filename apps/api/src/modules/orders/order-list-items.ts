import type { DbOrTx } from '@portal/db/create-db';
import { LRUCache } from 'lru-cache';
import {
  fillOrderListItems,
  orderIdsWithoutListItem,
  readOrderListItems,
  writeOrderListItem,
  type StoredOrderListItem,
} from '@portal/db/queries/order-list-items';
import type { OrderPage } from '@portal/db/queries/order-lists';
import { getOrderRecords, type OrderRecord } from '@portal/db/queries/orders';
import type { StoredOrderLines } from '@portal/db/schema/orders';
import { ZOrderListItem } from '@portal/domain/orders/order-view-schemas';
import { toOrderView } from './order-view-mapper';

/**
 * The version of a list row's JSON. Raise it whenever what `listItemJson` writes changes (the
 * order view, the list lines, the Order schema): stored items of another format are rebuilt when
 * a list reads them. 3: rows are parsed through the Order schema. 4: rows carry the portal order number.
 * 5: rows carry the ERP sync. 6: and the ERP's shipments. 7: the promised ship date and each line's production status.
 */
export const listItemFormat = 7;

/** A list row's lines without breakdowns and kits (a page of 50 full orders is megabytes; rows expand to lines and prices). */
export function listLinesOf(lines: StoredOrderLines): StoredOrderLines {
  return {
    screens: lines.screens.map((l) => ({ ...l, breakdown: [], mappedScrKits: { BOMS: [], items: [] } })),
    roofs: lines.roofs.map((l) => ({ ...l, breakdown: [], mappedRfKits: [] })),
    parts: lines.parts.map((l) => ({ ...l, breakdown: [] })),
  };
}

/**
 * The order as the lists show it, serialized. The lists send stored rows as they are (no
 * serializer per request), so each row is parsed through the schema the document declares for
 * it when it is built: a field the schema does not declare is dropped here, and a row that does
 * not match it is never stored.
 */
export function listItemJson(record: OrderRecord): string {
  return JSON.stringify(ZOrderListItem.parse(toOrderView({ ...record, lines: listLinesOf(record.lines) })));
}

/** Called in the transaction of every order write, with the order as written. */
export function storeListItem(tx: DbOrTx, record: OrderRecord) {
  return writeOrderListItem(tx, { orderId: record.id, format: listItemFormat, item: listItemJson(record) });
}

/** A server's copy of a stored list item, UTF-8 encoded, good while the stored item has its version. */
interface ListItemCopy {
  version: number;
  bytes: Buffer;
}

/**
 * Copies of recently listed items by order id, up to `maxBytes` (least recently used go first).
 * Only a cache: every page read still asks the database for the items' versions, so a copy never
 * outlives its item, and a second server keeps its own.
 */
export function createListItemCopies(maxBytes = 64 * 1024 * 1024) {
  return new LRUCache<string, ListItemCopy>({ maxSize: maxBytes, sizeCalculation: (copy) => Math.max(1, copy.bytes.length) });
}

export type ListItemCopies = ReturnType<typeof createListItemCopies>;

/** Where a page finds and keeps copies of its items: the server's copies, or a view of them that keeps nothing. */
export interface ItemCopies {
  get(orderId: string): ListItemCopy | undefined;
  set(orderId: string, copy: ListItemCopy): unknown;
}

/**
 * The copies as an export uses them: it reads every row once, so it keeps none, or it would push out the ones the pages use
 * and hold up to the cache's size while it runs.
 */
export function readOnlyCopies(copies: ListItemCopies): ItemCopies {
  return { get: (orderId) => copies.get(orderId), set: () => undefined };
}

/** A list page whose rows are stored JSON in UTF-8, as the orders service answers it (REST sends them as they are). */
export interface SerializedOrderList {
  items: Buffer[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * The page's serialized rows in list order: held copies whose version is current, the other
 * stored items read in one query, and items missing or of an older format (after a migration, a
 * format change, a renamed transfer party) built from the orders and stored for the next read.
 */
export async function pageItems(db: DbOrTx, page: OrderPage, copies: ItemCopies): Promise<Buffer[]> {
  const held = page.entries.map((e) => {
    const copy = copies.get(e.id);
    return copy && e.format === listItemFormat && copy.version === e.version ? copy.bytes : undefined;
  });
  const wanted = page.entries.filter((_, i) => held[i] === undefined).map((e) => e.id);
  if (wanted.length === 0) return held.flatMap((bytes) => bytes ?? []);

  const found = new Map<string, Buffer>();
  const remember = (item: StoredOrderListItem) => {
    const bytes = Buffer.from(item.item);
    copies.set(item.orderId, { version: item.version, bytes });
    found.set(item.orderId, bytes);
  };
  for (const item of await readOrderListItems(db, wanted)) if (item.format === listItemFormat) remember(item);
  const stale = wanted.filter((id) => !found.has(id));
  if (stale.length > 0) {
    const built = (await getOrderRecords(db, stale)).map((r) => ({ orderId: r.id, format: listItemFormat, item: listItemJson(r) }));
    for (const item of await fillOrderListItems(db, built)) remember(item);
    // Not stored because a write stored a newer one meanwhile: this page shows what it read.
    for (const item of built) if (!found.has(item.orderId)) found.set(item.orderId, Buffer.from(item.item));
  }
  // An order deleted since the page was read has no record: it leaves the page.
  return page.entries.flatMap((e, i) => held[i] ?? found.get(e.id) ?? []);
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
