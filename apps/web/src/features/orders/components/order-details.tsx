import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { ReactNode } from 'react';
import { formatListDate } from '../../../shared/format/dates';
import { PartLines, RoofLines, ScreenLines } from './order-lines';
import { TrackingInfo } from './tracking-info';
import { OrderHistory } from './order-history';
import { OrderAdjustments } from './order-adjustments';
import { OrderWarranties } from './order-warranties';

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

/**
 * The expanded row of an order list. Admins (spec §2 Admin order list) see the sales order number,
 * shipping only once Shipped, and the material-transfer note; dealers always see the shipping block.
 */
export function OrderDetails({ order, audience }: { order: OrderView; audience: 'admin' | 'dealer' }) {
  const empty = order.screens.length + order.roofs.length + order.parts.length === 0;
  return (
    <Stack gap="sm" py="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        {audience === 'admin' && <Field label="Sales order number">{order.salesOrderNumber || '—'}</Field>}
        {(audience === 'dealer' || order.status === 'Shipped') && <Shipping order={order} />}
        <OrderAdjustments order={order} />
        {(order.status === 'APPROVED' || order.status === 'Shipped') && <OrderWarranties orderId={order._id} />}
      </SimpleGrid>
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
      <ScreenLines order={order} />
      <RoofLines order={order} />
      <PartLines order={order} />
      <OrderHistory order={order} />
      {empty && (
        <Text size="sm" c="dimmed">
          This order has no lines.
        </Text>
      )}
    </Stack>
  );
}
