import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { priceGroups } from '@portal/domain/customers/customer';
import type { TDashboardOrdersWeek } from '@portal/domain/dashboard/dashboard-schemas';
import { formatAmount, formatCompact, formatMoneyIn, weekInWords, weekStart } from '../dashboard-format';
import { ChartCard } from '../../../shared/ui/chart-card';
import { ChartTable } from './chart-table';

/** Blue and orange: told apart with any colour vision. */
const series = [
  { name: 'USD', color: 'blue.7' },
  { name: 'CAD', color: 'orange.7' },
];

const figures = {
  count: {
    title: 'Orders submitted per week',
    caption: 'Orders submitted per week, by currency',
    column: (currency: string) => `${currency} orders`,
    cell: (w: TDashboardOrdersWeek) => String(w.count),
  },
  total: {
    title: 'Value submitted per week',
    caption: 'Value of the orders submitted per week, by currency',
    column: (currency: string) => `${currency} value`,
    cell: (w: TDashboardOrdersWeek) => formatMoneyIn(w.currency, w.total),
  },
} as const;

/**
 * Orders submitted per week, counted or valued, a bar per currency (issue 32, point 7), with the
 * figures in a table for screen readers. Values stay in their currency: USD and CAD are never added.
 */
export function OrdersPerWeekChart({ weeks, figure }: { weeks: readonly TDashboardOrdersWeek[]; figure: 'count' | 'total' }) {
  const labels = [...new Set(weeks.map((w) => w.week))];
  const data = labels.map((week) => ({
    week: weekStart(week),
    ...Object.fromEntries(weeks.filter((w) => w.week === week).map((w) => [w.currency, w[figure]])),
  }));
  const { title, caption, column, cell } = figures[figure];
  return (
    <ChartCard
      title={title}
      note={`The last ${labels.length} weeks by week of submission, each labelled by its Monday${figure === 'total' ? ', in each currency' : ''}`}
    >
      <Box aria-hidden>
        <BarChart
          h={220}
          data={data}
          dataKey="week"
          series={series}
          withLegend
          // The legend in the bars' order (recharts sorts it by name otherwise).
          legendProps={{ itemSorter: null }}
          accessibilityLayer={false}
          tickLine="y"
          {...(figure === 'total'
            ? { valueFormatter: formatAmount, yAxisProps: { tickFormatter: formatCompact, width: 44 } }
            : { yAxisProps: { allowDecimals: false, width: 32 } })}
        />
      </Box>
      <ChartTable
        caption={caption}
        head={['Week', ...priceGroups.map(column)]}
        rows={labels.map((week) => ({
          key: week,
          cells: [weekInWords(week), ...priceGroups.map((c) => weeks.find((w) => w.week === week && w.currency === c)).map((w) => (w ? cell(w) : '—'))],
        }))}
      />
    </ChartCard>
  );
}
