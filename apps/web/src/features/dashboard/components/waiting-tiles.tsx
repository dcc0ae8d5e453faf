import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TDashboardWaiting } from '@portal/domain/dashboard/dashboard-schemas';
import { Link } from 'react-router';
import { waitingLinks, type WaitingTone } from '../waiting-links';

/** A count with work in it stands out: blue asks for action, red for a failure or a broken promise; nothing waiting is grey. */
const colorOf = (tone: WaitingTone, n: number) => (n === 0 ? 'dimmed' : tone === 'alarm' ? 'red.9' : 'blue.8');

/**
 * What waits for the staff (issue 32, point 7): a tile per count, each a link to the list filtered
 * to what it counts. A count the server leaves null (adjustments while that feature is off) has no tile.
 */
export function WaitingTiles({ waiting }: { waiting: TDashboardWaiting }) {
  const tiles = waitingLinks.flatMap((link) => {
    const n = waiting[link.key];
    return n === null ? [] : [{ ...link, n }];
  });
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: tiles.length }} spacing="sm" verticalSpacing="sm">
      {tiles.map(({ key, label, to, tone, n }) => (
        <Paper
          key={key}
          component={Link}
          to={to}
          withBorder
          p="sm"
          style={{ borderLeft: `4px solid var(--mantine-color-${n === 0 ? 'gray-3' : tone === 'alarm' ? 'red-7' : 'blue-7'})` }}
          data-testid={`waiting-${key}`}
        >
          <Text fz={28} fw={700} lh={1.2} c={colorOf(tone, n)}>
            {n}
          </Text>
          <Text size="sm" fw={500}>
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
