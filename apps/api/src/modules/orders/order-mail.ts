import type { MailMessage } from '../../adapters/mail/mailer';
import type { OrderView } from '@portal/domain/orders/order-view';
import { formatMoney } from '@portal/domain/money/money';

/** The messages of the order journey (portal.md §4); links open the order in the store. */
const orderLink = (publicUrl: string, id: string) => new URL(`/store?order=${id}`, publicUrl).toString();
const total = (o: OrderView) => formatMoney(o.totalsCents.totalPrice, o.userDetails.bc_customer_priceGroup);

export function orderSubmittedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const dealer = order.userDetails.bc_customer_displayName ?? order.userDetails.userName;
  return {
    to,
    subject: `Order submitted: ${order.orderName} (${dealer})`,
    text:
      `${order.userDetails.userName} of ${dealer} submitted the order "${order.orderName}" for ${total(order)}.\n\n` +
      `Process it at:\n${orderLink(publicUrl, order._id)}\n`,
  };
}

export function orderApprovedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your order ${order.orderName} is approved`,
    text: `Your order "${order.orderName}" (${total(order)}) has been approved.\n\n${orderLink(publicUrl, order._id)}\n`,
  };
}

export function orderRejectedMail(to: string, order: OrderView, reason: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Your order ${order.orderName} was rejected`,
    text: `Your order "${order.orderName}" was rejected.\n\nReason: ${reason}\n\n${orderLink(publicUrl, order._id)}\n`,
  };
}

export function orderShippedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const tracking = order.tracking && 'url' in order.tracking ? `Track it at:\n${order.tracking.url}` : (order.tracking?.note ?? '');
  return {
    to,
    subject: `Your order ${order.orderName} has shipped`,
    text:
      `Your order "${order.orderName}" has shipped with ${order.shippingAgent ?? ''}, tracking number ${order.trackingNumber ?? ''}.\n\n` +
      `${tracking}\n\n${orderLink(publicUrl, order._id)}\n`,
  };
}
