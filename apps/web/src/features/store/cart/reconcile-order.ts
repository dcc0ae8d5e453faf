import { can, subjectOfView, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { OrderInfo } from './cart-types';

/**
 * What the store does with the server's copy of the order the cart names (the browser's copy is
 * a cache of work in progress):
 * - `replace`: show the server's order; local changes, if any, could not be saved anyway (another
 *   order, nothing unsaved, or the viewer may no longer change it) — `lost` says there were some;
 * - `keep`: the cart holds unsaved changes to this very version: keep them;
 * - `stale`: unsaved changes to an older version the viewer may still change: keep them, but say
 *   so and offer to reload (a save would be refused: nothing is overwritten).
 */
export type Reconciled = { kind: 'replace'; lost: boolean } | { kind: 'keep' } | { kind: 'stale' };

export function reconcileOrder(local: OrderInfo, server: OrderView, viewer: OrderViewer): Reconciled {
  if (local._id !== server._id || !local.dirty) return { kind: 'replace', lost: false };
  const editable = can('edit', viewer, subjectOfView(server));
  if (!editable) return { kind: 'replace', lost: true };
  return local.version === server.version ? { kind: 'keep' } : { kind: 'stale' };
}
