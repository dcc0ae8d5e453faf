import { Button, Group, Stack, Text } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/order-view';
import { formatListDate } from '../../../shared/format/dates';
import { useRetryErpSync } from '../api/use-retry-erp-sync';
import { ErpSyncBadge } from './erp-sync-badge';
import { SampleErpActions } from './sample-erp-actions';

/**
 * The order desk's view of an order's sales order: its number once sent (or the number an order
 * carried from before the portal sent sales orders); while queued, the
 * attempts and why the last did not go through; once failed, Business Central's reason and Retry.
 */
export function ErpSyncDetails({ order }: { order: OrderView }) {
  const sync = order.erpSync;
  const retry = useRetryErpSync();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <ErpSyncBadge status={sync.status} />
        {order.salesOrderNumber && <Text size="sm">Sales order {order.salesOrderNumber}</Text>}
      </Group>
      {sync.status === 'queued' && sync.attempts > 0 && (
        <Text size="xs" c="dimmed">
          {sync.attempts} {sync.attempts === 1 ? 'attempt' : 'attempts'}, last {formatListDate(sync.lastAttemptAt)}
        </Text>
      )}
      {sync.lastError && (
        <Text size="xs" c={sync.status === 'failed' ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {sync.lastError}
        </Text>
      )}
      <SampleErpActions order={order} />
      {sync.status === 'failed' && (
        <Button
          size="compact-sm"
          variant="light"
          w="fit-content"
          loading={retry.isPending}
          onClick={() => retry.mutate({ id: order._id })}
          aria-label={`Retry the sales order of ${order.portalNumber}`}
        >
          Retry
        </Button>
      )}
    </Stack>
  );
}
