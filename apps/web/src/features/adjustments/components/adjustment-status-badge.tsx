import { adjustmentStatusLabel, type AdjustmentRole, type AdjustmentStatus } from '@portal/domain/adjustments/adjustment-status';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<AdjustmentStatus, string> = {
  Draft: 'gray',
  Awaiting_Reviewer: 'blue',
  Awaiting_Requester: 'yellow',
  Approved: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
  Shipped: 'teal',
};

/** The status as one side reads it (domain adjustmentStatusLabel: 'Under review' to the requester, 'Awaiting your review' to a reviewer). */
export const AdjustmentStatusBadge = ({ status, role }: { status: AdjustmentStatus; role: AdjustmentRole }) => (
  <StatusBadge color={colors[status]} label={adjustmentStatusLabel(status, role)} />
);
