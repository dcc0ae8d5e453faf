import { createWarranty } from './create-warranty';
import { getWarranty } from './get-warranty';
import { listAdminWarranties } from './list-admin-warranties';
import { listDealerWarranties } from './list-dealer-warranties';
import { listOrderWarranties } from './list-order-warranties';
import { listWarrantyOrders } from './list-warranty-orders';
import { updateWarranty } from './update-warranty';

/** Warranty requests (portal.md §7): file, view, list (mine, team, all), change the status and message. */
export const warrantyOperations = {
  create: createWarranty,
  update: updateWarranty,
  dealerList: listDealerWarranties,
  get: getWarranty,
  adminList: listAdminWarranties,
  forOrder: listOrderWarranties,
  orders: listWarrantyOrders,
};
