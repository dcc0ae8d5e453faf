import { changeOrderPromise } from './change-order-promise';
import { copyOrder } from './copy-order';
import { decideDealerApproval } from './decide-dealer-approval';
import { deleteOrder } from './delete-order';
import { generateOrderId } from './generate-order-id';
import { getOrder } from './get-order';
import { listAdminOrders } from './list-admin-orders';
import { listDealerOrders } from './list-dealer-orders';
import { previewOrderCopy } from './preview-order-copy';
import { rejectOrShipOrder } from './reject-or-ship-order';
import { rejectOrder } from './reject-order';
import { saveOrder } from './save-order';
import { setLineProduction } from './set-line-production';
import { shipOrder } from './ship-order';

/**
 * Orders (portal.md §2–§7): new id, save and submit, view, copy preview, copy, list, delete, reject,
 * ship; the promise and each line's production (issue 32). REST first; reject and ship are tRPC only.
 */
export const ordersOperations = {
  generateId: generateOrderId,
  save: saveOrder,
  dealerList: listDealerOrders,
  get: getOrder,
  copyPreview: previewOrderCopy,
  copy: copyOrder,
  remove: deleteOrder,
  rejectOrShip: rejectOrShipOrder,
  adminList: listAdminOrders,
  reject: rejectOrder,
  ship: shipOrder,
  changePromise: changeOrderPromise,
  setLineProduction,
  dealerApproval: decideDealerApproval,
};
