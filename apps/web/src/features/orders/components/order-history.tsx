import { List, Text } from '@mantine/core';
import { orderStatusLabels } from '@portal/domain/orders/order-status';
import type { OrderView } from '@portal/domain/orders/order-view';
import { formatLongDate } from '../../../shared/format/dates';

/**
 * Every status change of the order (who, when, from, to, the reason) and every change an
 * administrator made to it while submitted: which line, before → after.
 */
export function OrderHistory({ order }: { order: Pick<OrderView, 'history'> }) {
  if (order.history.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        History
      </Text>
      <List size="sm" spacing={2} aria-label="Order history">
        {order.history.map((t, i) => (
          <List.Item key={`${t.at}-${i}`}>
            {formatLongDate(t.at)} · {t.by}:{' '}
            {t.from !== t.to ? (
              <>
                {t.from ? `${orderStatusLabels[t.from]} → ` : ''}
                {orderStatusLabels[t.to]}
              </>
            ) : (
              'changed the order'
            )}
            {t.reason ? ` (${t.reason})` : ''}
            {t.changes.length > 0 && (
              <List size="xs" withPadding spacing={0}>
                {t.changes.map((c, j) => (
                  <List.Item key={`${c.line}-${j}`}>
                    {c.line}: {c.before === null ? `added (${c.after ?? ''})` : c.after === null ? `removed (${c.before})` : `${c.before} → ${c.after}`}
                  </List.Item>
                ))}
              </List>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
