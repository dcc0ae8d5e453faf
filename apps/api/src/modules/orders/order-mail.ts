import type { MailMessage } from '../../adapters/mail/mailer';
import type { OrderView } from '@portal/domain/orders/order-view';
import { formatMoney } from '@portal/domain/money/money';

/** The messages of the order journey (portal.md §4); links open the order in the store. */
const orderLink = (publicUrl: string, id: string) => new URL(`/store?order=${id}`, publicUrl).toString();
const total = (o: OrderView) => formatMoney(o.totalsCents.totalPrice, o.userDetails.bc_customer_priceGroup);
/** How a mail names an order: its portal number, then its name (P-000123 Smith Patio). */
const named = (o: OrderView) => `${o.portalNumber} ${o.orderName}`;

export function orderSubmittedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const dealer = order.userDetails.bc_customer_displayName ?? order.userDetails.userName;
  return {
    to,
    subject: `Order submitted: ${named(order)} (${dealer})`,
    text:
      `${order.userDetails.userName} of ${dealer} submitted the order ${order.portalNumber} "${order.orderName}" for ${total(order)}.\n\n` +
      `Process it at:\n${orderLink(publicUrl, order._id)}\n`,
  };
}

export function orderApprovedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your order ${named(order)} is approved`,
    text: `Your order ${order.portalNumber} "${order.orderName}" (${total(order)}) has been approved.\n\n${orderLink(publicUrl, order._id)}\n`,
  };
}

export function orderRejectedMail(to: string, order: OrderView, reason: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your order ${named(order)} was rejected`,
    text: `Your order ${order.portalNumber} "${order.orderName}" was rejected.\n\nReason: ${reason}\n\n${orderLink(publicUrl, order._id)}\n`,
  };
}

export function orderShippedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const tracking = order.tracking && 'url' in order.tracking ? `Track it at:\n${order.tracking.url}` : (order.tracking?.note ?? '');
  return {
    to,
    subject: `Your order ${named(order)} has shipped`,
    text:
      `Your order ${order.portalNumber} "${order.orderName}" has shipped with ${order.shippingAgent ?? ''}, ` +
      `tracking number ${order.trackingNumber ?? ''}.\n\n` +
      `${tracking}\n\n${orderLink(publicUrl, order._id)}\n`,
  };
}
