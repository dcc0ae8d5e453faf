import { Badge } from '@mantine/core';
import type { TicketStatus } from '@portal/domain/tickets/ticket-status';

const colors: Record<TicketStatus, string> = { New: 'blue', 'In Progress': 'yellow', Closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {status}
    </Badge>
  );
}
