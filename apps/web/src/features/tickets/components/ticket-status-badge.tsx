import type { TicketStatus } from '@portal/domain/tickets/ticket-status';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<TicketStatus, string> = { New: 'blue', 'In Progress': 'yellow', Closed: 'gray' };

export const TicketStatusBadge = ({ status }: { status: TicketStatus }) => <StatusBadge color={colors[status]} label={status} />;
