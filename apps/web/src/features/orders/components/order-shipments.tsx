import { Stack, Text } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/order-view';
import { TrackingInfo } from './tracking-info';

/** The shipments the ERP posted for an order, each with what it held: a partial shipment shows which lines went. */
export function OrderShipments({ order }: { order: OrderView }) {
  if (order.shipments.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Shipments
      </Text>
      <Stack gap={6}>
        {order.shipments.map((s) => (
          <div key={s.number}>
            <Text size="sm" fw={500}>
              {s.number} · {s.shipmentDate}
              {s.shippingAgent ? ` · ${s.shippingAgent}` : ''}
            </Text>
            {s.trackingNumber && <TrackingInfo order={s} />}
            <Text size="xs" c="dimmed">
              {s.lines.map((l) => `${l.quantity} × ${l.lineObjectNumber}`).join(', ')}
            </Text>
          </div>
        ))}
      </Stack>
    </div>
  );
}
