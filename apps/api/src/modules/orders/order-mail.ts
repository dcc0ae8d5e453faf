import { createElement } from 'react';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { OrderView } from '@portal/domain/orders/order-view';
import {
  OrderApprovedMail,
  OrderAwaitingDealerApprovalMail,
  OrderDealerDecisionMail,
  OrderPromiseMovedMail,
  OrderRejectedMail,
  OrderShippedMail,
  OrderSubmittedMail,
} from '../mail/templates/order-mails';
import { orderDealer, orderMoney } from '../mail/templates/order-summary';
import { longDay } from '@portal/domain/lead-times/working-days';

/** The messages of the order journey (portal.md §4); links open the order in the store. */
const orderLink = (publicUrl: string, id: string) => new URL(`/store?order=${id}`, publicUrl).toString();
const total = (o: OrderView) => orderMoney(o, o.totalsCents.totalPrice);
/** How a mail names an order: its portal number, then its name (P-000123 Smith Patio). */
const named = (o: OrderView) => `${o.portalNumber} ${o.orderName}`;

export function orderSubmittedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const dealer = orderDealer(order);
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: `Order submitted: ${named(order)} (${dealer})`,
    text:
      `${order.userDetails.userName} of ${dealer} submitted the order ${order.portalNumber} "${order.orderName}" for ${total(order)}.\n\n` +
      `Process it at:\n${href}\n`,
    html: createElement(OrderSubmittedMail, { order, href }),
  };
}

export function orderApprovedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: `Your order ${named(order)} is approved`,
    text:
      `Your order ${order.portalNumber} "${order.orderName}" (${total(order)}) has been approved.` +
      (order.promisedShipDate ? ` It is promised to ship on ${longDay(order.promisedShipDate)}.` : '') +
      `\n\n${href}\n`,
    html: createElement(OrderApprovedMail, { order, href }),
  };
}

/** An approved order's promise moved later (issue 32): the dealer learns the new day and why. */
export function orderPromiseMovedMail(to: string, order: OrderView, before: string | null, reason: string, publicUrl: string): MailMessage {
  const href = orderLink(publicUrl, order._id);
  const after = order.promisedShipDate ?? '';
  return {
    to,
    subject: `New ship date for your order ${named(order)}`,
    text:
      `Your order ${order.portalNumber} "${order.orderName}" is now promised to ship on ${longDay(after)}` +
      (before ? ` (it was ${longDay(before)})` : '') +
      `.\n\nReason: ${reason}\n\n${href}\n`,
    html: createElement(OrderPromiseMovedMail, { order, before, reason, href }),
  };
}

export function orderRejectedMail(to: string, order: OrderView, reason: string, publicUrl: string): MailMessage {
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: `Your order ${named(order)} was rejected`,
    text: `Your order ${order.portalNumber} "${order.orderName}" was rejected.\n\nReason: ${reason}\n\n${href}\n`,
    html: createElement(OrderRejectedMail, { order, reason, href }),
  };
}

export function orderShippedMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const tracking = order.tracking && 'url' in order.tracking ? `Track it at:\n${order.tracking.url}` : (order.tracking?.note ?? '');
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: `Your order ${named(order)} has shipped`,
    text:
      `Your order ${order.portalNumber} "${order.orderName}" has shipped with ${order.shippingAgent ?? ''}, ` +
      `tracking number ${order.trackingNumber ?? ''}.\n\n` +
      `${tracking}\n\n${href}\n`,
    html: createElement(OrderShippedMail, { order, href }),
  };
}

/** To each of the team's administrators: a buyer's order over the spending approval waits for them. */
export function orderAwaitingDealerApprovalMail(to: string, order: OrderView, publicUrl: string): MailMessage {
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: `Order waiting for your approval: ${named(order)}`,
    text:
      `${order.userDetails.userName} submitted the order ${order.portalNumber} "${order.orderName}" for ${total(order)}, ` +
      `above your team's spending approval. It goes to the manufacturer once you approve it.\n\n${href}\n`,
    html: createElement(OrderAwaitingDealerApprovalMail, { order, href }),
  };
}

/** To the order's buyer: the team's administrator approved it (null reason) or sent it back with a reason. */
export function orderDealerDecisionMail(to: string, order: OrderView, reason: string | null, publicUrl: string): MailMessage {
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: reason === null ? `Your order ${named(order)} is approved by your team` : `Your order ${named(order)} was sent back`,
    text:
      reason === null
        ? `Your team's administrator approved ${order.portalNumber} "${order.orderName}": it is submitted to the manufacturer.\n\n${href}\n`
        : `Your team's administrator sent ${order.portalNumber} "${order.orderName}" back to draft.\n\nReason: ${reason}\n\n${href}\n`,
    html: createElement(OrderDealerDecisionMail, { order, href, reason }),
  };
}
