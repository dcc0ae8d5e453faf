import { LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { vitalTargets } from '@portal/domain/vitals/vitals-figures';
import { vitalFigureKey } from '@portal/domain/vitals/vitals-report';
import type { DeviceClass, TVitalsRow, VitalName } from '@portal/domain/vitals/vitals-schemas';
import { ChartCard } from '../../../shared/ui/chart-card';
import { deviceLabels, formatVital, overTarget, weekStart } from '../vitals-format';

/** A colour per route, each told apart from its neighbours; more routes than colours start again. */
const palette = ['blue.7', 'orange.7', 'teal.7', 'grape.7', 'red.7', 'cyan.8', 'lime.8', 'pink.7', 'indigo.7', 'yellow.8', 'gray.7', 'violet.7'];

/**
 * One metric's p75 per week, a line per route, on one class of device, with its target as a
 * dashed line. Screen readers skip it: every figure it draws is in the tables below it.
 */
export function VitalsChart({ rows, metric, deviceClass }: { rows: readonly TVitalsRow[]; metric: VitalName; deviceClass: DeviceClass }) {
  const shown = rows.filter((row) => row.deviceClass === deviceClass);
  const weeks = [...new Set(shown.map((row) => row.week))].sort();
  const routes = [...new Set(shown.map((row) => row.route))].sort();
  // Keys r0, r1…: a route pattern ('/store/:id?') is not a safe data key; the legend shows the pattern.
  const series = routes.map((route, i) => ({ name: `r${i}`, label: route, color: palette[i % palette.length] }));
  const data = weeks.map((week) => ({
    week: weekStart(week),
    ...Object.fromEntries(
      routes.map((route, i) => [`r${i}`, shown.find((row) => row.week === week && row.route === route)?.[vitalFigureKey[metric]].p75 ?? null]),
    ),
  }));
  const format = (value: number) => formatVital(metric, value);
  return (
    <ChartCard
      title={`${metric} by week · ${deviceLabels[deviceClass]}`}
      label={`${metric} by week`}
      note={`The p75 of each route per week, each week labelled by its Monday; the dashed line is the target (${overTarget(metric).toLowerCase()} misses it).`}
    >
      {routes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {deviceLabels[deviceClass].toLowerCase()} measurements in these weeks.
        </Text>
      ) : (
        <Box aria-hidden>
          <LineChart
            h={260}
            data={data}
            dataKey="week"
            series={series}
            withLegend
            legendProps={{ itemSorter: null }}
            accessibilityLayer={false}
            tickLine="y"
            valueFormatter={format}
            yAxisProps={{ tickFormatter: format, width: 64 }}
            referenceLines={[{ y: vitalTargets[metric], color: 'red.7', strokeDasharray: '6 4' }]}
          />
        </Box>
      )}
    </ChartCard>
  );
}
