import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Modifications } from '@portal/domain/adjustments/adjustment-aggregate';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import type { OrderedItem } from '@portal/domain/adjustments/reorder-price';
import { adjustedLine } from '@portal/domain/drawings/adjusted-line';
import { DrawingFigure, useLineDrawing, type Drawing } from '../../../shared/ui/drawing-figure';

interface Props {
  item: Record<string, unknown>;
  issue: TAdjustmentIssue;
  /** The modifications as the form holds them (saved or being typed). */
  draft: Modifications;
}

function Side({ title, drawing }: { title: string; drawing: Drawing | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {drawing ? (
        <DrawingFigure {...drawing} />
      ) : (
        <Text size="sm" c="dimmed">
          No drawing until the modifications make a whole line.
        </Text>
      )}
    </Stack>
  );
}

/**
 * A screen or roof issue's line as ordered beside the line as its modifications make it (issue 31),
 * redrawn as they are typed; while they do not make a valid line, the last modified drawing stays.
 * Nothing for a part, a kit-only component or a roof's motor (adjustedLine says which).
 */
export function IssueDrawings({ item, issue, draft }: Props) {
  const line = useMemo(() => {
    try {
      return adjustedLine({ itemType: issue.itemType, config: item['config'] } as unknown as OrderedItem, issue.issueType, draft);
    } catch {
      // An older or partial stored line: no drawing rather than a broken card.
      return null;
    }
  }, [item, issue.itemType, issue.issueType, draft]);
  const name = String(item['screenName'] ?? item['roofName'] ?? '') || issue.itemType;
  const ordered = useLineDrawing(
    line?.kind === 'roof' ? { kind: 'roof', config: line.ordered } : { kind: 'screen', config: line?.ordered ?? null },
    `${name}, as ordered`,
  );
  const modified = useLineDrawing(
    line?.kind === 'roof' ? { kind: 'roof', config: line.modified } : { kind: 'screen', config: line?.modified ?? null },
    `${name}, as modified`,
  );
  if (!line) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Side title="Ordered" drawing={ordered} />
      <Side title="Modified" drawing={modified} />
    </SimpleGrid>
  );
}
