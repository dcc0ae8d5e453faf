import { Badge, Group } from '@mantine/core';

/** The counts of a list (all its pages) per status, as labelled badges: "New 3". */
export function TicketCounts({ counts, order }: { counts: Record<string, number>; order: readonly string[] }) {
  return (
    <Group gap="xs" aria-label="Ticket counts">
      {order.map((status) => (
        <Badge key={status} variant="outline" color="gray" size="lg" tt="none">
          {status} {counts[status] ?? 0}
        </Badge>
      ))}
    </Group>
  );
}
