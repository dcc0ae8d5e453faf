import type { OrderShipment } from '@portal/domain/erp-sync/shipments';
import type { OrderView } from '@portal/domain/orders/order-view';
import { MailLayout, MailText, Quoted } from './mail-layout';
import { TrackingLine } from './order-mails';
import { orderDealer, orderSummary, quotedOrder } from './order-summary';

/** The HTML of the mails the ERP's answers cause (erp-sync/erp-sync-mail.ts, erp-sync/shipment-mail.ts). */

export function ErpSyncFailedMail({ order, reason, href }: { order: OrderView; reason: string; href: string }) {
  return (
    <MailLayout heading={`Sales order not created for ${order.portalNumber}`} summary={orderSummary(order)} button={{ label: 'Open the failed orders', href }}>
      <MailText>
        The approved order <strong>{quotedOrder(order)}</strong> of {orderDealer(order)} could not be created as a sales order in the ERP. The ERP&apos;s
        reason:
      </MailText>
      <Quoted>{reason}</Quoted>
      <MailText>Put it right in the ERP (or in the order), then retry it from the failed orders.</MailText>
    </MailLayout>
  );
}

/** Which part of the order a shipment is: a part, the rest (after earlier shipments), or all of it. */
export const shipmentPart = (order: OrderView, complete: boolean) =>
  !complete ? 'Part of your order' : order.shipments.length > 1 ? 'The rest of your order' : 'Your order';

/** ' with UPS, tracking number 1Z…' as far as the ERP named them, or nothing. */
export const shipmentCarrier = (s: OrderShipment) =>
  s.shippingAgent ? ` with ${s.shippingAgent}${s.trackingNumber ? `, tracking number ${s.trackingNumber}` : ''}` : '';

interface ShipmentMailProps {
  order: OrderView;
  shipment: OrderShipment;
  complete: boolean;
  href: string;
}

export function ShipmentMail({ order, shipment, complete, href }: ShipmentMailProps) {
  const facts = [
    { label: 'Order', value: `${order.portalNumber} ${order.orderName}` },
    { label: 'Shipment', value: shipment.number },
    { label: 'Shipped on', value: shipment.shipmentDate },
    ...(shipment.shippingAgent ? [{ label: 'Carrier', value: shipment.shippingAgent }] : []),
    ...(shipment.trackingNumber ? [{ label: 'Tracking number', value: shipment.trackingNumber }] : []),
  ];
  const lines = shipment.lines.map((l) => ({ name: l.lineObjectNumber, quantity: l.quantity }));
  const heading = `${complete ? 'Your order' : 'Part of your order'} ${order.portalNumber} has shipped`;
  return (
    <MailLayout heading={heading} summary={{ facts, lines }} button={{ label: 'Open the order', href }}>
      <MailText>
        {shipmentPart(order, complete)} <strong>{quotedOrder(order)}</strong> shipped on {shipment.shipmentDate}
        {shipmentCarrier(shipment)} (shipment {shipment.number}).
      </MailText>
      <TrackingLine tracking={shipment.tracking} />
    </MailLayout>
  );
}
