import { adjustmentStatusLabel, type AdjustmentRole, type IssueResolutionStatus } from '@portal/domain/adjustments/adjustment-status';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<IssueResolutionStatus, string> = {
  Draft: 'gray',
  Awaiting_Reviewer: 'blue',
  Awaiting_Requester: 'orange',
  Approved: 'green',
  Rejected: 'red',
};

/**
 * An issue's resolution status in the words of the side reading it (§4 Display labels: the
 * requester reads 'Under review' / 'Awaiting your input', the reviewer 'Awaiting your review' /
 * 'Awaiting requester'); the issue statuses are a subset of the adjustment's.
 */
export function IssueStatusChip({ status, viewer }: { status: IssueResolutionStatus; viewer: AdjustmentRole }) {
  return <StatusBadge color={colors[status]} label={adjustmentStatusLabel(status, viewer)} />;
}
