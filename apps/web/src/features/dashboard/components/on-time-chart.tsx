import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import type { TDashboardOnTimeMonth } from '@portal/domain/dashboard/dashboard-schemas';
import { formatRate, monthInWords, monthShort } from '../dashboard-format';
import { ChartCard } from '../../../shared/ui/chart-card';
import { ChartTable } from './chart-table';

/** The on-time shipment rate per month (issue 32, point 7), as percent; a month without a promised shipment draws no bar. */
export function OnTimeChart({ months }: { months: readonly TDashboardOnTimeMonth[] }) {
  const data = months.map((m) => ({ month: monthShort(m.month), 'On time': m.rate === null ? null : Math.round(m.rate * 1000) / 10 }));
  return (
    <ChartCard
      title="Shipped on time"
      note={`Orders shipped on or before their promised day, by month of shipment, the last ${months.length} months (orders without a promise left out)`}
    >
      {months.every((m) => m.rate === null) && (
        <Text size="sm" c="dimmed">
          No order with a promised ship date has shipped in these months yet.
        </Text>
      )}
      <Box aria-hidden>
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'On time', color: 'teal.8' }]}
          accessibilityLayer={false}
          unit="%"
          tickLine="y"
          yAxisProps={{ domain: [0, 100], width: 48 }}
        />
      </Box>
      <ChartTable
        caption="Orders shipped on time, by month of shipment"
        head={['Month', 'On time', 'Shipped on time', 'Shipped with a promise']}
        rows={months.map((m) => ({ key: m.month, cells: [monthInWords(m.month), formatRate(m.rate), String(m.onTime), String(m.shipped)] }))}
      />
    </ChartCard>
  );
}
