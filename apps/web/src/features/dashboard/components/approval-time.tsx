import { SimpleGrid, Stack, Text } from '@mantine/core';
import { dashboardWindows, type TDashboardApprovalHours } from '@portal/domain/dashboard/dashboard-schemas';
import { formatHours, hoursInDays } from '../dashboard-format';
import { ChartCard } from '../../../shared/ui/chart-card';

/** Hours from submission to approval (issue 32, point 7): two numbers read better than a chart of two bars. */
export function ApprovalTime({ hours }: { hours: TDashboardApprovalHours }) {
  const figure = (label: string, value: number | null) => (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {formatHours(value)}
      </Text>
      {hoursInDays(value) && (
        <Text size="sm" c="dimmed">
          {hoursInDays(value)}
        </Text>
      )}
    </Stack>
  );
  const days = dashboardWindows.approvalDays;
  const approvals = `${hours.approvals} ${hours.approvals === 1 ? 'approval' : 'approvals'}`;
  return (
    <ChartCard
      title="Time to approval"
      note={hours.approvals === 0 ? `No order was approved in the last ${days} days` : `From submission to approval, ${approvals} in the last ${days} days`}
    >
      <SimpleGrid cols={2} spacing="md">
        {figure('Median', hours.p50)}
        {figure('90th percentile', hours.p90)}
      </SimpleGrid>
    </ChartCard>
  );
}
