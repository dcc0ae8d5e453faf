import { Anchor, Text } from '@mantine/core';
import { trackingFor } from '@portal/domain/orders/shipping-agents';
import type { OrderView } from '@portal/domain/orders/order-view';

/** The tracking number as a carrier link, or with the agent's contact note (TEAMS, J&R Hall). */
export function TrackingInfo({ order }: { order: Pick<OrderView, 'shippingAgent' | 'trackingNumber' | 'tracking'> }) {
  const { shippingAgent, trackingNumber } = order;
  if (!trackingNumber) return <Text size="sm">—</Text>;
  // The server sends the link; computing it here too keeps older rows (no `tracking`) useful.
  const tracking = order.tracking ?? (shippingAgent ? trackingFor(shippingAgent, trackingNumber) : null);
  if (tracking && 'url' in tracking) {
    return (
      <Anchor href={tracking.url} target="_blank" rel="noopener noreferrer" size="sm">
        {trackingNumber}
      </Anchor>
    );
  }
  return (
    <>
      <Text size="sm">{trackingNumber}</Text>
      {tracking && (
        <Text size="xs" c="dimmed">
          {tracking.note}
        </Text>
      )}
    </>
  );
}
