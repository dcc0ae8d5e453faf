import { Group, Paper, Table, Text } from '@mantine/core';
import { vitalFigureKey } from '@portal/domain/vitals/vitals-report';
import { vitalNames, type DeviceClass, type TVitalsRow } from '@portal/domain/vitals/vitals-schemas';
import { deviceLabels, weekInWords } from '../vitals-format';
import { VitalFigure } from './vital-figure';

/**
 * One route on one class of device: a row per week, newest first, with the p75 and count of each
 * metric. On a phone the table scrolls inside its card; the page itself never scrolls sideways.
 */
export function RouteVitalsCard({ route, deviceClass, weeks }: { route: string; deviceClass: DeviceClass; weeks: readonly TVitalsRow[] }) {
  const title = `${route} · ${deviceLabels[deviceClass]}`;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group gap="xs" mb="xs">
        <Text size="sm" fw={600} ff="monospace">
          {route}
        </Text>
        <Text size="sm" c="dimmed">
          {deviceLabels[deviceClass]}
        </Text>
      </Group>
      {/* Scrolled by keyboard too on a phone: the table's box takes focus and names what it holds. */}
      <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${title} by week` } }}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week</Table.Th>
              {vitalNames.map((name) => (
                <Table.Th key={name}>{name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((row) => (
              <Table.Tr key={row.week}>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm">{weekInWords(row.week)}</Text>
                </Table.Th>
                {vitalNames.map((name) => (
                  <Table.Td key={name}>
                    <VitalFigure name={name} {...row[vitalFigureKey[name]]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
