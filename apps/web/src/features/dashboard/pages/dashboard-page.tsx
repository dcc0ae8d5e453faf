import { Alert, Center, Container, Grid, Loader, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useDashboard } from '../api/use-dashboard';
import { ApprovalTime } from '../components/approval-time';
import { WaitingTiles } from '../components/waiting-tiles';

// The charts load on their own, while the figures are fetched: the chart library is most of the page's code.
const OrdersPerWeekChart = lazy(async () => ({ default: (await import('../components/orders-per-week-chart')).OrdersPerWeekChart }));
const OnTimeChart = lazy(async () => ({ default: (await import('../components/on-time-chart')).OnTimeChart }));

/** Where a chart will be while its code loads: as tall as the chart, so nothing below jumps. */
function ChartSlot({ children }: { children: ReactNode }) {
  const loading = (
    <Paper withBorder p="md" mih={320}>
      <Center h={288}>
        <Loader size="sm" />
      </Center>
    </Paper>
  );
  return <Suspense fallback={loading}>{children}</Suspense>;
}

/**
 * Issue 32, point 7: the administrators' landing page (/ for an administrator). What waits for
 * action, each count a link to its filtered list, and the order desk's figures, all computed by
 * the server (GET /api/admin/dashboard); the heading shows at once, so focus has a place to land.
 */
export function DashboardPage() {
  const user = useSession();
  const dashboard = useDashboard();
  return (
    <Container size="xl" my="lg" px={{ base: 0, sm: 'md' }}>
      <Title order={2}>Welcome, {user?.fname}!</Title>
      <Text c="dimmed" mb="lg">
        What waits for action, and how the order desk is doing.
      </Text>
      {dashboard.isPending ? (
        <Loader />
      ) : dashboard.isError ? (
        <Alert color="red" title="Could not load the dashboard.">
          {errorMessage(dashboard.error)}
        </Alert>
      ) : (
        <>
          <Title order={3} size="h4" mb="xs">
            Waiting for action
          </Title>
          <WaitingTiles waiting={dashboard.data.waiting} />
          <Grid mt="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <ChartSlot>
                <OrdersPerWeekChart weeks={dashboard.data.ordersPerWeek} figure="count" />
              </ChartSlot>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <ChartSlot>
                <OrdersPerWeekChart weeks={dashboard.data.ordersPerWeek} figure="total" />
              </ChartSlot>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ApprovalTime hours={dashboard.data.approvalHours} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ChartSlot>
                <OnTimeChart months={dashboard.data.onTimeRate} />
              </ChartSlot>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Container>
  );
}
