import { ZGeneratedOrderId } from '@portal/domain/orders/order-view-schemas';
import { defineOperation } from '../operation';

/** A fresh order id for a new cart; nothing is stored until the first save. */
export const generateOrderId = defineOperation({
  summary: 'A fresh order id for a new order (nothing is stored)',
  access: 'store',
  kind: 'query',
  output: ZGeneratedOrderId,
  rest: { method: 'GET', path: '/api/orders/generateOrderId', operationId: 'generateOrderId', tag: 'Orders', answers: 'The id' },
  run: async (services) => services.orders.generateId(),
});
