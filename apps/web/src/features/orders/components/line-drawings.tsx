import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { lineDrawings } from '@portal/domain/drawings/line-drawings';
import type { OrderView } from '@portal/domain/orders/order-view';
import { DrawingFigure } from '../../../shared/ui/drawing-figure';

/**
 * Each screen's dimensioned front view and each roof's plan (issue 31), in the order's line order:
 * the domain draws them from the lines' configurations, the same drawings the documents print.
 * Each scales to the column and opens at its natural size (DrawingFigure).
 */
export function LineDrawings({ order }: { order: OrderView }) {
  const drawings = useMemo(() => {
    const prefix = `drawing-${order._id}`;
    const full = lineDrawings(order, { idPrefix: `${prefix}-full` });
    return lineDrawings(order, { idPrefix: prefix, fluid: true }).map((d, i) => ({ ...d, fullSvg: full[i]?.svg ?? d.svg }));
  }, [order]);
  if (drawings.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Drawings
      </Text>
      <Stack gap="sm">
        {drawings.map((d, i) => (
          <DrawingFigure key={`${d.kind}-${d.lineId}-${i}`} name={d.name} svg={d.svg} fullSvg={d.fullSvg} />
        ))}
      </Stack>
    </div>
  );
}
