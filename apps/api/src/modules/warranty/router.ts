import { t } from '../../trpc/init';
import { adminWarranties } from './admin-warranties';
import { createWarranty } from './create-warranty';
import { dealerWarranties } from './dealer-warranties';
import { getWarranty } from './get-warranty';
import { orderWarranties } from './order-warranties';
import { updateWarranty } from './update-warranty';
import { warrantyOrders } from './warranty-orders';

export const warrantyRouter = t.router({
  create: createWarranty,
  get: getWarranty,
  update: updateWarranty,
  dealerList: dealerWarranties,
  adminList: adminWarranties,
  forOrder: orderWarranties,
  orders: warrantyOrders,
});
