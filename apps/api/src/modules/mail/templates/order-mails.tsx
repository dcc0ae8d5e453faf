import type { OrderView } from '@portal/domain/orders/order-view';
import { longDay } from '@portal/domain/lead-times/working-days';
import { MailLayout, MailLink, MailText, Quoted } from './mail-layout';
import { orderDealer, orderMoney, orderSummary, quotedOrder } from './order-summary';

/** The HTML of the order journey's mails (orders/order-mail.ts): each shows the order's lines and totals. */
interface OrderMailProps {
  order: OrderView;
  /** The order in the store. */
  href: string;
}

const total = (order: OrderView) => orderMoney(order, order.totalsCents.totalPrice);

export function OrderSubmittedMail({ order, href }: OrderMailProps) {
  return (
    <MailLayout heading={`Order ${order.portalNumber} submitted`} summary={orderSummary(order)} button={{ label: 'Process the order', href }}>
      <MailText>
        {order.userDetails.userName} of {orderDealer(order)} submitted the order <strong>{quotedOrder(order)}</strong> for {total(order)}.
      </MailText>
    </MailLayout>
  );
}

export function OrderApprovedMail({ order, href }: OrderMailProps) {
  return (
    <MailLayout heading={`Your order ${order.portalNumber} is approved`} summary={orderSummary(order)} button={{ label: 'Open the order', href }}>
      <MailText>
        Your order <strong>{quotedOrder(order)}</strong> ({total(order)}) has been approved.
        {order.promisedShipDate && <> It is promised to ship on {longDay(order.promisedShipDate)}.</>}
      </MailText>
    </MailLayout>
  );
}

/** The order desk moved an approved order's promise (issue 32): the new day and why. */
export function OrderPromiseMovedMail({ order, before, reason, href }: OrderMailProps & { before: string | null; reason: string }) {
  const after = order.promisedShipDate ?? '';
  return (
    <MailLayout heading={`New ship date for ${order.portalNumber}`} summary={orderSummary(order)} button={{ label: 'Open the order', href }}>
      <MailText>
        Your order <strong>{quotedOrder(order)}</strong> is now promised to ship on <strong>{longDay(after)}</strong>
        {before && <> (it was {longDay(before)})</>}. The reason:
      </MailText>
      <Quoted>{reason}</Quoted>
    </MailLayout>
  );
}

export function OrderRejectedMail({ order, reason, href }: OrderMailProps & { reason: string }) {
  return (
    <MailLayout heading={`Your order ${order.portalNumber} was rejected`} summary={orderSummary(order)} button={{ label: 'Open the order', href }}>
      <MailText>
        Your order <strong>{quotedOrder(order)}</strong> was rejected. The reason:
      </MailText>
      <Quoted>{reason}</Quoted>
    </MailLayout>
  );
}

/** Where to follow a shipment: the carrier's tracking page, or its contact note when it has none. */
export function TrackingLine({ tracking }: { tracking: OrderView['tracking'] }) {
  if (!tracking) return null;
  if ('url' in tracking) {
    return (
      <MailText>
        Track it at <MailLink href={tracking.url} />
      </MailText>
    );
  }
  return <MailText>{tracking.note}</MailText>;
}

export function OrderShippedMail({ order, href }: OrderMailProps) {
  const carrier = [
    { label: 'Carrier', value: order.shippingAgent ?? '' },
    { label: 'Tracking number', value: order.trackingNumber ?? '' },
  ];
  return (
    <MailLayout heading={`Your order ${order.portalNumber} has shipped`} summary={orderSummary(order, carrier)} button={{ label: 'Open the order', href }}>
      <MailText>
        Your order <strong>{quotedOrder(order)}</strong> has shipped with {order.shippingAgent ?? ''}, tracking number {order.trackingNumber ?? ''}.
      </MailText>
      <TrackingLine tracking={order.tracking} />
    </MailLayout>
  );
}

/** A buyer's order over the team's spending approval waits for the team's administrator (issue 32). */
export function OrderAwaitingDealerApprovalMail({ order, href }: OrderMailProps) {
  return (
    <MailLayout heading={`Order ${order.portalNumber} waits for your approval`} summary={orderSummary(order)} button={{ label: 'Review the order', href }}>
      <MailText>
        {order.userDetails.userName} submitted the order <strong>{quotedOrder(order)}</strong> for {total(order)}, above your team&apos;s spending approval. It
        goes to the manufacturer once you approve it.
      </MailText>
    </MailLayout>
  );
}

/** The team's administrator approved a waiting order (it goes to the manufacturer) or sent it back to draft with a reason. */
export function OrderDealerDecisionMail({ order, href, reason }: OrderMailProps & { reason: string | null }) {
  const approved = reason === null;
  return (
    <MailLayout
      heading={approved ? `Order ${order.portalNumber} approved by your team` : `Order ${order.portalNumber} sent back`}
      summary={orderSummary(order)}
      button={{ label: 'Open the order', href }}
    >
      {approved ? (
        <MailText>
          Your team&apos;s administrator approved <strong>{quotedOrder(order)}</strong>: it is submitted to the manufacturer.
        </MailText>
      ) : (
        <>
          <MailText>
            Your team&apos;s administrator sent <strong>{quotedOrder(order)}</strong> back to draft. The reason:
          </MailText>
          <Quoted>{reason}</Quoted>
        </>
      )}
    </MailLayout>
  );
}
