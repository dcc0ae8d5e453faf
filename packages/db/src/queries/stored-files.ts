import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { adjustmentAttachments } from '../schema/adjustments';
import { orders } from '../schema/orders';

/** Of these storage keys of the attachments bucket, the ones a row names (the start-up sweep keeps them). */
export async function attachmentKeysNamed(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: adjustmentAttachments.storageKey })
    .from(adjustmentAttachments)
    .where(inArray(adjustmentAttachments.storageKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}

/** Of these order ids (uuids), the ones that exist. */
export async function existingOrderIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
