import { t } from '../../trpc/init';
import { adminOrders } from './admin-orders';
import { dealerOrders } from './dealer-orders';
import { generateOrderId } from './generate-order-id';
import { getOrder } from './get-order';
import { rejectOrder } from './reject-order';
import { removeOrder } from './remove-order';
import { saveOrder } from './save-order';
import { shipOrder } from './ship-order';

export const ordersRouter = t.router({
  generateId: generateOrderId,
  save: saveOrder,
  get: getOrder,
  dealerList: dealerOrders,
  adminList: adminOrders,
  remove: removeOrder,
  reject: rejectOrder,
  ship: shipOrder,
});
