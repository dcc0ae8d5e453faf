import { Badge } from '@mantine/core';
import type { TicketStatus } from '@portal/domain/tickets/ticket-status';

const colors: Record<TicketStatus, string> = { New: 'blue', 'In Progress': 'yellow', Closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    // Never narrower than its word: a phone's table column shrinks to it, not it to the column.
    <Badge color={colors[status]} variant="light" tt="none" miw="max-content">
      {status}
    </Badge>
  );
}
