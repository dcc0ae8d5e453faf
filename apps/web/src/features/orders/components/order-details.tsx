import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { ReactNode } from 'react';
import { formatDay, formatListDate } from '../../../shared/format/dates';
import { PromiseDialog } from './promise-dialog';
import { DealerApprovalActions } from './dealer-approval-actions';
import { PartLines, RoofLines, ScreenLines } from './order-lines';
import { TrackingInfo } from './tracking-info';
import { OrderHistory } from './order-history';
import { OrderAdjustments } from './order-adjustments';
import { OrderWarranties } from './order-warranties';
import { ErpSyncDetails } from './erp-sync-details';
import { OrderInvoices } from './order-invoices';
import { OrderShipments } from './order-shipments';
import { LineDrawings } from './line-drawings';
import { OrderPdfButton } from './order-pdf-button';
import { readsRetail } from '@portal/domain/teams/team-roles';
import { useSession } from '../../../shared/session/use-session';
import { canSeeStore } from '../../../shared/session/access';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}

function Shipping({ order }: { order: OrderView }) {
  return (
    <>
      <Field label="Shipping agent">{order.shippingAgent ?? '—'}</Field>
      <Field label="Tracking number">
        <TrackingInfo order={order} />
      </Field>
      <Field label="Ship date">{formatListDate(order.shippingDate)}</Field>
    </>
  );
}

/** Before approval the day the order would ship; from approval the day it is promised (the order desk moves it). */
function ShipDates({ order, audience }: { order: OrderView; audience: 'admin' | 'dealer' }) {
  const [changing, setChanging] = useState(false);
  if (order.promisedShipDate === null) {
    return order.estimatedShipDate ? <Field label="Estimated ship date">{formatDay(order.estimatedShipDate)}</Field> : null;
  }
  const late = order.status === 'APPROVED' && order.promisedShipDate < todayHere();
  return (
    <Field label="Promised ship date">
      <Group gap={6}>
        <Text size="sm" c={late ? 'red' : undefined}>
          {formatDay(order.promisedShipDate)}
          {late ? ' (late)' : ''}
        </Text>
        {audience === 'admin' && order.status === 'APPROVED' && (
          <Button size="compact-xs" variant="subtle" onClick={() => setChanging(true)} aria-label={`Change the promised ship date of ${order.portalNumber}`}>
            Change
          </Button>
        )}
      </Group>
      {changing && <PromiseDialog order={order} onClose={() => setChanging(false)} />}
    </Field>
  );
}

/** Today in the viewer's time zone, as yyyy-mm-dd: only to flag a passed promise (the server's late filter counts in the portal's). */
const todayHere = () => new Date().toLocaleDateString('en-CA');

/**
 * The expanded row of an order list. Admins (spec §2 Admin order list) see the sales order in
 * Business Central (its number, or why it is not there yet, and Retry), shipping only once Shipped,
 * and the material-transfer note; dealers always see the shipping block, and the sales order's number once there is one.
 */
export function OrderDetails({ order, audience }: { order: OrderView; audience: 'admin' | 'dealer' }) {
  const empty = order.screens.length + order.roofs.length + order.parts.length === 0;
  const user = useSession();
  // A salesperson reads retail prices only (issue 32): adjustments and invoices carry the dealer's, so the server refuses them.
  const dealerPrices = user === null || !readsRetail(user);
  // A team's viewer reads the order, not the store's warranty requests and adjustments (issue 32).
  const store = user === null || canSeeStore(user);
  return (
    <Stack gap="sm" py="xs">
      {!empty && (
        <Group gap="xs">
          <OrderPdfButton order={order} />
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {audience === 'admin' && (
          <Field label="Business Central">
            <ErpSyncDetails order={order} />
          </Field>
        )}
        {audience === 'dealer' && order.salesOrderNumber && <Field label="Business Central">{`In Business Central as ${order.salesOrderNumber}`}</Field>}
        <ShipDates order={order} audience={audience} />
        {(audience === 'dealer' || order.status === 'Shipped') && <Shipping order={order} />}
        {dealerPrices && store && <OrderAdjustments order={order} />}
        {store && (order.status === 'APPROVED' || order.status === 'Shipped') && <OrderWarranties orderId={order._id} />}
        {dealerPrices && order.salesOrderNumber && <OrderInvoices orderId={order._id} />}
        <OrderShipments order={order} />
      </SimpleGrid>
      {order.status === 'AWAITING_DEALER_APPROVAL' && <DealerApprovalActions order={order} />}
      {order.transfer && (
        <Text size="sm" fw={500}>
          Material transfer: {order.senderName ?? order.sender ?? '—'} to {order.receiverName ?? order.receiver ?? '—'}
        </Text>
      )}
      {order.rejectionReason && order.status === 'REJECTED' && (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          Rejected: {order.rejectionReason}
        </Text>
      )}
      {order.extraDetails && (
        <Group gap={4}>
          <Text size="sm" fw={500}>
            Details:
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {order.extraDetails}
          </Text>
        </Group>
      )}
      <ScreenLines order={order} audience={audience} />
      <RoofLines order={order} audience={audience} />
      <PartLines order={order} audience={audience} />
      <LineDrawings order={order} />
      <OrderHistory order={order} />
      {empty && (
        <Text size="sm" c="dimmed">
          This order has no lines.
        </Text>
      )}
    </Stack>
  );
}
