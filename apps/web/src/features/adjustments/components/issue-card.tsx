import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TAdjustment, TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { issueTypeLabel, type IssueType } from '@portal/domain/adjustments/issue-types';
import { IssueStatusChip } from './issue-status-chip';

export interface IssueCardProps {
  adjustment: TAdjustment;
  item: Record<string, unknown>;
  issue: TAdjustmentIssue;
  viewer: 'requester' | 'reviewer';
}

/** One issue of an ordered item (§2 Issue card): its status, type and request. */
export function IssueCard({ issue, viewer }: IssueCardProps) {
  const requested = issue.adjustmentType !== 'None';
  return (
    <Card withBorder padding="sm" aria-label={issueTypeLabel(issue.issueType as IssueType)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{issueTypeLabel(issue.issueType as IssueType)}</Text>
            {requested && <Badge variant="outline" tt="none">{issue.adjustmentType}</Badge>}
          </Group>
          {requested && <IssueStatusChip status={issue.resolutionStatus} viewer={viewer} />}
        </Group>
      </Stack>
    </Card>
  );
}
