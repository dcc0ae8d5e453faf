import { Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../shared/api/api-error';
import { useOrderWarranties } from '../api/use-order-warranties';
import { formatListDate } from '../../../shared/format/dates';

/**
 * The warranty requests filed on an order, in its expanded row (issue 17): read from the server
 * when the row opens, for approved and shipped orders only (the only ones a request is filed on).
 */
export function OrderWarranties({ orderId }: { orderId: string }) {
  const warranties = useOrderWarranties(orderId);
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Warranty requests
      </Text>
      {warranties.isPending && <Loader size="xs" />}
      {warranties.isError && (
        <Text size="sm" c="red">
          Could not load the warranty requests: {errorMessage(warranties.error)}
        </Text>
      )}
      {warranties.data && warranties.data.items.length === 0 && <Text size="sm">None</Text>}
      {warranties.data && warranties.data.items.length > 0 && (
        <Stack gap={2}>
          {warranties.data.items.map((w) => (
            <Text size="sm" key={w._id}>
              {w.warrantyId} · {w.warrantyStatus} · {w.itemsCount} {w.itemsCount === 1 ? 'item' : 'items'} · {formatListDate(w.createdAt)} ·{' '}
              {w.userDetails.userName}
            </Text>
          ))}
          {warranties.data.total > warranties.data.items.length && (
            <Text size="xs" c="dimmed">
              and {warranties.data.total - warranties.data.items.length} older
            </Text>
          )}
        </Stack>
      )}
    </div>
  );
}
