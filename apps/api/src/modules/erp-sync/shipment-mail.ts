import { createElement } from 'react';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { OrderShipment } from '@portal/domain/erp-sync/shipments';
import type { OrderView } from '@portal/domain/orders/order-view';
import { ShipmentMail, shipmentCarrier, shipmentPart } from '../mail/templates/erp-sync-mails';

const orderLink = (publicUrl: string, id: string) => new URL(`/store?order=${id}`, publicUrl).toString();

/** To the order's filer, once per shipment the ERP posted: what it holds, and where to follow it. */
export function shipmentMail(to: string, order: OrderView, shipment: OrderShipment, complete: boolean, publicUrl: string): MailMessage {
  const named = `${order.portalNumber} ${order.orderName}`;
  const follow =
    shipment.tracking && 'url' in shipment.tracking ? `Track it at:\n${shipment.tracking.url}\n\n` : shipment.tracking ? `${shipment.tracking.note}\n\n` : '';
  const items = shipment.lines.map((l) => `  ${l.quantity} × ${l.lineObjectNumber}`).join('\n');
  const href = orderLink(publicUrl, order._id);
  return {
    to,
    subject: complete ? `Your order ${named} has shipped` : `Part of your order ${named} has shipped`,
    text:
      `${shipmentPart(order, complete)} ${order.portalNumber} "${order.orderName}" shipped on ${shipment.shipmentDate}${shipmentCarrier(shipment)} ` +
      `(shipment ${shipment.number}):\n${items}\n\n${follow}${href}\n`,
    html: createElement(ShipmentMail, { order, shipment, complete, href }),
  };
}
