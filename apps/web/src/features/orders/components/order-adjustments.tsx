import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adjustmentOrderListLabel, adjustmentStatuses, type AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import type { OrderView } from '@portal/domain/orders/order-view';
import { useTRPC } from '../../../shared/api/trpc';
import { formatListDate } from '../../../shared/format/dates';
import { useSession } from '../../../shared/session/use-session';

/** The order view types an adjustment's status as text: a status it does not know reads as sent. */
const labelOf = (status: string) =>
  (adjustmentStatuses as readonly string[]).includes(status) ? adjustmentOrderListLabel(status as AdjustmentStatus) : status;

/**
 * The order's adjustments in its expanded row (issue 19): date, status as order lists say it
 * (domain adjustmentOrderListLabel: 'In Review'), and a link opening it; administrators open the
 * reviewer's dialog, dealers their own. Nothing while the Order adjustments switch is off.
 */
export function OrderAdjustments({ order }: { order: OrderView }) {
  const trpc = useTRPC();
  const enabled = useQuery({ ...trpc.settings.get.queryOptions(), staleTime: 60_000 }).data?.adjustmentsEnabled === true;
  const isAdmin = useSession()?.isAdmin === true;
  if (!enabled) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Adjustments
      </Text>
      {order.adjustments.length === 0 ? (
        <Text size="sm">None</Text>
      ) : (
        <Stack gap={2}>
          {order.adjustments.map((adjustment) => {
            const date = formatListDate(adjustment.createdAt);
            return (
              <Text size="sm" key={adjustment._id}>
                {date} · {labelOf(adjustment.status)} ·{' '}
                <Anchor
                  component={Link}
                  to={`${isAdmin ? '/admin' : '/account'}/adjustments/${adjustment._id}`}
                  size="sm"
                  aria-label={`Open the adjustment of ${date}`}
                >
                  Open
                </Anchor>
              </Text>
            );
          })}
        </Stack>
      )}
    </div>
  );
}
