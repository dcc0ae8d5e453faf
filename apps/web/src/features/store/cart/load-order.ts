import type { OrderView } from '@portal/domain/orders/order-view';
import type { CartInfo, CartPartConfig, OrderInfo } from './cart-types';

/** A stored order as the cart holds it; each line remembers its original configuration and stored price. */
export function cartFromOrder(order: OrderView): { cart: CartInfo; order: OrderInfo } {
  return {
    cart: {
      screens: order.screens.map((s) => ({
        screenId: s.screenId,
        screenName: s.screenName,
        details: s.details,
        config: s.config,
        original: s.config,
        storedTotalCents: s.totalCents,
      })),
      roofs: order.roofs.map((r) => ({ roofId: r.roofId, config: r.config, original: r.config, storedTotalCents: r.totalCents })),
      parts: order.parts.map((p) => {
        const config: CartPartConfig = { ...p.config, quantity: p.quantity };
        return { partId: p.partId, config, original: config, storedTotalCents: p.totalCents };
      }),
      extraDetails: order.extraDetails,
    },
    order: {
      _id: order._id,
      version: order.version,
      dirty: false,
      ownerId: order.user,
      ownerName: order.userDetails.userName,
      customerId: order.userDetails.bc_customer_id,
      quoteIds: order.quoteId,
      status: order.status,
      portalNumber: order.portalNumber,
      orderName: order.orderName,
      orderNumber: order.orderNumber,
      transfer: order.transfer,
      sender: order.sender,
      receiver: order.receiver,
      owner: { priceGroup: order.userDetails.bc_customer_priceGroup, tierRate: order.userDetails.bc_customer_tierRate },
    },
  };
}
