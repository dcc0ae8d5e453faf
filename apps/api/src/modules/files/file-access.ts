import type { PortalUser } from '@portal/domain/accounts/user';
import { accessRefusal } from '@portal/domain/accounts/roles';
import { DomainError } from '@portal/domain/errors/domain-error';
import { assertSafeFolder, isHiddenVideoKey, type FileBucket } from '@portal/domain/files/upload-rules';
import { orderViewerOf, relationTo } from '@portal/domain/orders/order-actions';
import type { Db } from '@portal/db/create-db';
import { getOrderRecord } from '@portal/db/queries/orders';
import { orderNotFound } from '../orders/order-access';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const onlyAdmins = () => new DomainError('FORBIDDEN', 'Only administrators can change the library');
const fileNotFound = () => new DomainError('NOT_FOUND', 'File not found');

/**
 * Who may read and write under a folder of a bucket (issue 18, portal.md §6):
 * - docs, photos, videos: every approved account reads, administrators write; a top-level video
 *   folder starting with 'Sales' is hidden (404) from everyone else;
 * - orders (`orders/{orderId}`): the order's dealer and team read, its owner and administrators
 *   write, with the store access the order needs; another customer's dealer hears 404.
 */
export async function assertFileAccess(db: Db, user: PortalUser, bucket: FileBucket, folders: readonly string[], mode: 'read' | 'write'): Promise<void> {
  folders.forEach((folder) => assertSafeFolder(folder));
  if (bucket === 'orders' || bucket === 'attachments') return assertOrderFileAccess(db, user, folders[0], mode);
  if (mode === 'write' && !user.isAdmin) throw onlyAdmins();
  if (bucket === 'videos' && folders.length > 0 && isHiddenVideoKey(folders.join('/'), user.isAdmin)) throw fileNotFound();
}

/**
 * The folders as stored: an order's folder is its id in lower case, however the path spells it
 * (`/api/files/orders/{ID IN CAPITALS}` is the order's own folder, never a second one).
 */
export function canonicalFolders(bucket: FileBucket, folders: readonly string[]): readonly string[] {
  const [first, ...rest] = folders;
  if ((bucket !== 'orders' && bucket !== 'attachments') || first === undefined || !uuid.test(first)) return folders;
  return [first.toLowerCase(), ...rest];
}

async function assertOrderFileAccess(db: Db, user: PortalUser, orderId: string | undefined, mode: 'read' | 'write') {
  const refusal = accessRefusal(user, 'store');
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  if (orderId === undefined) {
    if (user.isAdmin && mode === 'read') return;
    throw new DomainError('FORBIDDEN', "Name the order: an order's files are under /api/files/orders/{orderId}");
  }
  const order = uuid.test(orderId) ? await getOrderRecord(db, orderId) : undefined;
  if (!order) throw orderNotFound();
  const relation = relationTo(orderViewerOf(user), { status: order.status, stored: true, ownerId: order.ownerId, customerId: order.customerId });
  if (relation === 'other') throw orderNotFound();
  if (mode === 'write' && relation === 'team') throw new DomainError('FORBIDDEN', "Only the order's owner and administrators can change its files");
}
