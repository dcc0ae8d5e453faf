import type { WarrantyRow } from '@portal/db/queries/warranty';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';

/** The people's number of a request: 'W-00012'. */
export const warrantyNumber = (n: number) => `W-${String(n).padStart(5, '0')}`;

/** A stored request as the API answers it (portal.md §3 Warranty request). */
export function toWarrantyView(row: WarrantyRow): WarrantyView {
  return {
    _id: row.id,
    warrantyId: warrantyNumber(row.number),
    warrantyStatus: row.status,
    warrantyMessage: row.message,
    warrantyItems: row.items,
    itemsCount: row.itemsCount,
    order: row.orderId,
    orderPortalNumber: row.orderPortalNumber,
    orderName: row.orderName,
    user: row.ownerId,
    userDetails: row.userDetails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: row.history,
  };
}
