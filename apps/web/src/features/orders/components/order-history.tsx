import { List, Text } from '@mantine/core';
import { orderStatusLabels } from '@portal/domain/orders/order-status';
import type { OrderView } from '@portal/domain/orders/order-view';

/** 'MMMM d, yyyy, h:mm a' (spec §9 long format) for the moment of a status change. */
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Every status change of the order: who, when, from, to and the reason (issue 4). */
export function OrderHistory({ order }: { order: Pick<OrderView, 'history'> }) {
  if (order.history.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        History
      </Text>
      <List size="sm" spacing={2} aria-label="Order history">
        {order.history.map((t) => (
          <List.Item key={`${t.at}-${t.to}`}>
            {longDate.format(new Date(t.at))} · {t.by}: {t.from ? `${orderStatusLabels[t.from]} → ` : ''}
            {orderStatusLabels[t.to]}
            {t.reason ? ` (${t.reason})` : ''}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
