// What the restore drill reads back: the backup's own snapshot (what was in it) and the restored
// DATA_DIR (what came back), each through PGlite, and the restored files on the disk.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DrillOrder } from './drill-load';

export interface DatabaseState {
  orders: Map<string, { status: string; lines: unknown; listed: boolean; transitions: string[] }>;
  mails: Map<string, string>;
  attachmentKeys: string[];
}

/** The orders (with their list row and the statuses their history moved to), the mails' states and the attachments' keys. */
export async function readState(client: PGlite): Promise<DatabaseState> {
  const orders = await client.query<{ id: string; status: string; lines: unknown; listed: boolean; transitions: string[] | null }>(
    `select o.id, o.status, o.lines,
            exists (select 1 from order_list_items l where l.order_id = o.id) as listed,
            (select array_agg(t.to_status order by t.at) from order_transitions t where t.order_id = o.id) as transitions
       from orders o`,
  );
  const mails = await client.query<{ id: string; status: string }>('select id, status from mail_outbox');
  const keys = await client.query<{ key: string }>('select storage_key as key from adjustment_attachments');
  return {
    orders: new Map(orders.rows.map((o) => [o.id, { status: o.status, lines: o.lines, listed: o.listed, transitions: o.transitions ?? [] }])),
    mails: new Map(mails.rows.map((m) => [m.id, m.status])),
    attachmentKeys: keys.rows.map((k) => k.key),
  };
}

/** The checksums of the files under an order's folder in a DATA_DIR (its generated versions and staged uploads aside). */
export async function orderFiles(dataDir: string, orderId: string): Promise<string[]> {
  const folder = path.join(dataDir, 'files', 'orders', orderId);
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names.map(async (name) =>
      createHash('sha256')
        .update(await readFile(path.join(folder, name)))
        .digest('hex'),
    ),
  );
}

const fileExists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

/** The part lines a stored order holds, as item number and quantity. */
function storedParts(lines: unknown): { number: string; quantity: number }[] {
  const parts = (lines as { parts?: { number?: string; quantity?: number; qty?: number; config?: { number?: string; quantity?: number } }[] }).parts ?? [];
  return parts.map((p) => ({ number: p.config?.number ?? p.number ?? '', quantity: p.config?.quantity ?? p.quantity ?? p.qty ?? 0 }));
}

export interface DrillVerdict {
  ackedBefore: number;
  ackedBeforePresent: number;
  filesReferenced: number;
  filesPresent: number;
  mailsPendingAtSnapshot: number;
  mailsStillPending: number;
  mailsSentAtSnapshot: number;
  mailsStillSent: number;
  snapshotOrders: number;
  restoredOrders: number;
  /** Each restored order that is not whole, and why. */
  broken: string[];
}

/**
 * The drill's measures: the orders acknowledged before the backup began, present after the
 * restore; the files restored rows refer to, present whole; the mail the snapshot held as pending,
 * pending still; and every restored order whole (its lines as sent, its list row, its history up
 * to its status, its document's bytes). The snapshot's orders and the restored ones are the same.
 */
export async function judge(options: {
  orders: readonly DrillOrder[];
  backupBeganAt: number;
  snapshot: DatabaseState;
  restored: DatabaseState;
  restoredDataDir: string;
}): Promise<DrillVerdict> {
  const { orders, backupBeganAt, snapshot, restored, restoredDataDir } = options;
  const ackedBefore = orders.filter((o) => o.submittedAt !== undefined && o.submittedAt < backupBeganAt);
  const broken: string[] = [];
  let filesReferenced = 0;
  let filesPresent = 0;
  for (const order of orders) {
    const row = restored.orders.get(order.id);
    if (!row) continue;
    const why: string[] = [];
    const parts = storedParts(row.lines);
    if (JSON.stringify(parts) !== JSON.stringify(order.lines)) why.push(`lines ${JSON.stringify(parts)}, sent ${JSON.stringify(order.lines)}`);
    if (!row.listed) why.push('no list row');
    if (row.status !== 'DRAFT' && row.transitions.at(-1) !== row.status)
      why.push(`history ends at ${row.transitions.at(-1) ?? 'nothing'}, status ${row.status}`);
    const files = await orderFiles(restoredDataDir, order.id);
    if (files.some((sum) => sum !== order.document.sha256) || files.length > 1) why.push(`${files.length} files, not its one document's bytes`);
    // A submitted order was submitted after its document was stored: the row names a file the backup must hold.
    if (row.status !== 'DRAFT' || (order.uploadedAt !== undefined && order.uploadedAt < backupBeganAt)) {
      filesReferenced += 1;
      if (files.length === 1 && files[0] === order.document.sha256) filesPresent += 1;
      else why.push('its document is missing');
    }
    if (why.length > 0) broken.push(`${order.name} (${order.id}): ${why.join('; ')}`);
  }
  for (const key of restored.attachmentKeys) {
    filesReferenced += 1;
    if (await fileExists(path.join(restoredDataDir, 'files', 'attachments', ...key.split('/')))) filesPresent += 1;
    else broken.push(`issue image ${key}: missing`);
  }
  for (const id of snapshot.orders.keys()) if (!restored.orders.has(id)) broken.push(`order ${id}: in the backup, not restored`);
  const pendingAtSnapshot = [...snapshot.mails].filter(([, status]) => status === 'pending').map(([id]) => id);
  const sentAtSnapshot = [...snapshot.mails].filter(([, status]) => status === 'sent').map(([id]) => id);
  return {
    ackedBefore: ackedBefore.length,
    ackedBeforePresent: ackedBefore.filter((o) => restored.orders.has(o.id)).length,
    filesReferenced,
    filesPresent,
    mailsPendingAtSnapshot: pendingAtSnapshot.length,
    mailsStillPending: pendingAtSnapshot.filter((id) => restored.mails.get(id) === 'pending').length,
    mailsSentAtSnapshot: sentAtSnapshot.length,
    mailsStillSent: sentAtSnapshot.filter((id) => restored.mails.get(id) === 'sent').length,
    snapshotOrders: snapshot.orders.size,
    restoredOrders: restored.orders.size,
    broken,
  };
}
