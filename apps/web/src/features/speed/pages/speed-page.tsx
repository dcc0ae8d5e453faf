import { Alert, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { deviceClasses, vitalNames, type DeviceClass, type TVitalsRow } from '@portal/domain/vitals/vitals-schemas';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useVitalsReport } from '../api/use-vitals-report';
import { RouteVitalsCard } from '../components/route-vitals-card';
import { SpeedChoice } from '../components/speed-choice';
import { useSpeedChoices, weekChoices } from '../speed-choices';
import { deviceLabels, targetsInWords } from '../vitals-format';

// The chart loads on its own, while the figures are fetched: the chart library is most of the page's code.
const VitalsChart = lazy(async () => ({ default: (await import('../components/vitals-chart')).VitalsChart }));

const weekOptions = weekChoices.map((weeks) => ({ value: weeks, label: `${weeks} weeks` }));
const metricOptions = vitalNames.map((name) => ({ value: name, label: name }));
const deviceOptions = deviceClasses.map((device) => ({ value: device, label: deviceLabels[device] }));

/** The report's rows as one card per route and device class (its weeks newest first, as the report gives them), by route then device. */
function byRouteAndDevice(rows: readonly TVitalsRow[]) {
  const groups = new Map<string, { route: string; deviceClass: DeviceClass; weeks: TVitalsRow[] }>();
  for (const row of rows) {
    const key = `${row.route} ${row.deviceClass}`;
    const group = groups.get(key) ?? { route: row.route, deviceClass: row.deviceClass, weeks: [] };
    group.weeks.push(row);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, group]) => ({ key, ...group }));
}

const chartLoading = (
  <Paper withBorder p="md" mih={340}>
    <Center h={300}>
      <Loader size="sm" />
    </Center>
  </Paper>
);

/**
 * Admin → Speed (issue 33): how fast the portal is for the people using it. The p75 of each field
 * metric per route, class of device and week (vitals.report), each over its target marked in
 * words, and a chart of one metric's weeks by route.
 */
export function SpeedPage() {
  const { weeks, metric, device, setWeeks, setMetric, setDevice } = useSpeedChoices();
  const report = useVitalsReport(Number(weeks));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        The 75th percentile of what visitors&apos; browsers measured, per page and device: three in four page views were this fast or faster. Mobile is a window
        under 960 px wide. Targets: {targetsInWords(vitalNames)}.
      </Text>
      <Group align="flex-end" gap="md">
        <SpeedChoice label="Weeks" data={weekOptions} value={weeks} onChange={setWeeks} />
        {report.isFetching && !report.isPending && <Loader size="xs" />}
      </Group>
      {report.isPending ? (
        <Loader />
      ) : report.isError ? (
        <Alert color="red" title="Could not load the speed figures.">
          {errorMessage(report.error)}
        </Alert>
      ) : report.data.rows.length === 0 ? (
        <Alert color="blue" variant="light" title="No measurements yet">
          No page has reported its speed in the last {weeks} weeks. Browsers send their measurements as people use the portal, when they leave or hide a page.
        </Alert>
      ) : (
        <>
          <Group align="flex-end" gap="md">
            <SpeedChoice label="Chart metric" data={metricOptions} value={metric} onChange={setMetric} />
            <SpeedChoice label="Chart device" data={deviceOptions} value={device} onChange={setDevice} />
          </Group>
          <Suspense fallback={chartLoading}>
            <VitalsChart rows={report.data.rows} metric={metric} deviceClass={device} />
          </Suspense>
          {byRouteAndDevice(report.data.rows).map(({ key, ...card }) => (
            <RouteVitalsCard key={key} {...card} />
          ))}
        </>
      )}
    </Stack>
  );
}
