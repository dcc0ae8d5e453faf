import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { issueResolutionLabels, reviewerResolutionStatuses, type ReviewerResolutionStatus } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useUpdateIssue } from '../api/use-update-issue';

/** The reviewer's four statuses for one request (§2): In Review, Awaiting Requester, Rejected, Approved. */
export function IssueStatusToggle({ issue }: { issue: TAdjustmentIssue }) {
  const update = useUpdateIssue();
  const data = reviewerResolutionStatuses.map((status) => ({ value: status, label: issueResolutionLabels[status] }));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`status-${issue._id}`}>
        Request status
      </Text>
      <SegmentedControl
        aria-labelledby={`status-${issue._id}`}
        data={data}
        value={issue.resolutionStatus}
        disabled={update.isPending}
        fullWidth
        onChange={(value) =>
          update.mutate(
            { id: issue._id, patch: { resolutionStatus: value as ReviewerResolutionStatus } },
            { onError: (error) => notifications.show({ color: 'red', title: 'Status not changed', message: errorMessage(error), autoClose: 8000 }) },
          )
        }
      />
    </Stack>
  );
}
