import type { PortalUser } from '../accounts/user';
import { accessRefusal } from '../accounts/roles';
import { DomainError } from '../errors/domain-error';
import { orderNotFound, orderViewerOf, relationTo } from '../orders/order-actions';
import type { OrderStatus } from '../orders/order-status';
import { assertSafeFolder, isHiddenVideoKey, type FileBucket } from './upload-rules';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const onlyAdmins = () => new DomainError('FORBIDDEN', 'Only administrators can change the library');
const fileNotFound = () => new DomainError('NOT_FOUND', 'File not found');

/** Reading (list, download) or writing (upload, rename, delete) under a folder. */
export type FileAccessMode = 'read' | 'write';

/** The order whose folder it is, as assertOrderFilesAccess reads it (the server loads it). */
export interface FolderOrder {
  status: OrderStatus;
  ownerId: string | null;
  customerId: string;
}

/** The buckets whose first folder is an order's id: an order's files, and its adjustments' images. */
const isOrderBucket = (bucket: FileBucket) => bucket === 'orders' || bucket === 'attachments';

/**
 * The folders as stored: an order's folder is its id in lower case, however the path spells it
 * (`/api/files/orders/{ID IN CAPITALS}` is the order's own folder, never a second one).
 */
export function canonicalFolders(bucket: FileBucket, folders: readonly string[]): readonly string[] {
  const [first, ...rest] = folders;
  if (!isOrderBucket(bucket) || first === undefined || !uuid.test(first)) return folders;
  return [first.toLowerCase(), ...rest];
}

/**
 * Who may read and write under a folder of a bucket (issue 18, portal.md §6):
 * - docs, photos, videos: every approved account reads, administrators write; a top-level video
 *   folder starting with 'Sales' is hidden (404) from everyone else;
 * - orders (`orders/{orderId}`): the order's dealer and team read, its owner and administrators
 *   write, with the store access the order needs; another customer's dealer hears 404.
 * Decided before anything is read, but for an order's folder: its id is answered, and the order,
 * once the server has loaded it, decides the rest (assertOrderFilesAccess). Else undefined: allowed.
 */
export function assertFileAccess(user: PortalUser, bucket: FileBucket, folders: readonly string[], mode: FileAccessMode): string | undefined {
  folders.forEach((folder) => assertSafeFolder(folder));
  if (isOrderBucket(bucket)) return orderToCheck(user, folders[0], mode);
  if (mode === 'write' && !user.isAdmin) throw onlyAdmins();
  if (bucket === 'videos' && folders.length > 0 && isHiddenVideoKey(folders.join('/'), user.isAdmin)) throw fileNotFound();
  return undefined;
}

/** An order bucket's path before the order is read: store access, an order named (administrators may read the root), a well-formed id. */
function orderToCheck(user: PortalUser, orderId: string | undefined, mode: FileAccessMode): string | undefined {
  const refusal = accessRefusal(user, 'store');
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  if (orderId === undefined) {
    if (user.isAdmin && mode === 'read') return undefined;
    throw new DomainError('FORBIDDEN', "Name the order: an order's files are under /api/files/orders/{orderId}");
  }
  if (!uuid.test(orderId)) throw orderNotFound();
  return orderId;
}

/**
 * The rest of assertFileAccess for an order's folder, with the order loaded (undefined: missing): its
 * dealer and team read, its owner and administrators write.
 */
export function assertOrderFilesAccess(user: PortalUser, order: FolderOrder | undefined, mode: FileAccessMode): void {
  if (!order) throw orderNotFound();
  const relation = relationTo(orderViewerOf(user), { status: order.status, stored: true, ownerId: order.ownerId, customerId: order.customerId });
  if (relation === 'other') throw orderNotFound();
  if (mode === 'write' && relation === 'team') throw new DomainError('FORBIDDEN', "Only the order's owner and administrators can change its files");
}
