import { Box, Button, Group } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
import { roofDrawing, type DrawnRoof } from '@portal/domain/drawings/roof-drawing';
import { screenDrawing, type DrawnScreen } from '@portal/domain/drawings/screen-drawing';
import type { DrawingPlacement } from '@portal/domain/drawings/svg';
import { Modal } from './modal';
import { usePhoneDialog } from './use-phone-dialog';

/** A drawing at two sizes: `svg` fills its column, `fullSvg` keeps its natural size (the dialog's). */
export interface Drawing {
  name: string;
  svg: string;
  fullSvg: string;
}

/** Draws once to fill the column and once at natural size, under ids kept apart (`id`, `id-full`). */
export function bothSizes(name: string, id: string, draw: (placement: DrawingPlacement) => string): Drawing {
  return { name, svg: draw({ id, fluid: true }), fullSvg: draw({ id: `${id}-full` }) };
}

/**
 * A line's drawing (issue 31). Scaled to its column it is an overview; on a 390 px phone its
 * labels shrink to about 6 px, so a tap on it (or Full size) opens it at its natural size in a
 * dialog, full screen on a phone, panned sideways with a finger (docs/decisions/documents.md).
 * The domain escaped every typed text, so the SVG is inserted as it is. Memoised on its texts: a
 * keystroke that does not change the drawing does not touch it.
 */
export const DrawingFigure = memo(function DrawingFigure({ name, svg, fullSvg }: Drawing) {
  const [open, setOpen] = useState(false);
  const phone = usePhoneDialog();
  return (
    <Box maw={720}>
      <div style={{ lineHeight: 0, cursor: 'zoom-in' }} onClick={() => setOpen(true)} dangerouslySetInnerHTML={{ __html: svg }} />
      <Group justify="flex-end">
        <Button size="compact-xs" variant="subtle" aria-label={`Open ${name} full size`} onClick={() => setOpen(true)}>
          Full size
        </Button>
      </Group>
      {/* Mounted while open only: a closed dialog re-rendered with every keystroke that redraws the line. */}
      {open && (
        <Modal opened onClose={() => setOpen(false)} title={name} size="auto" fullScreen={phone}>
          <div style={{ overflowX: 'auto', lineHeight: 0 }} dangerouslySetInnerHTML={{ __html: fullSvg }} />
        </Modal>
      )}
    </Box>
  );
});

/** What a line is drawn from: a screen's or a roof's configuration, or null while there is none to draw. */
export type DrawnLine = { kind: 'screen'; config: DrawnScreen | null } | { kind: 'roof'; config: DrawnRoof | null };

/** A line kept from before the drawings (a cart saved in this browser long ago) draws nothing: no drawing, not a broken page. */
function drawnOrNone(draw: () => Drawing): Drawing | null {
  try {
    return draw();
  } catch {
    return null;
  }
}

/**
 * A line's drawing, redrawn only when its configuration or name changes (pass a configuration that
 * keeps its identity between renders: a form's parsed values, a stored line). While there is none
 * (a form's values do not parse), the last drawing stays.
 */
export function useLineDrawing(line: DrawnLine, name: string): Drawing | null {
  const id = useId();
  const { kind, config } = line;
  // The try is in drawnOrNone: the React Compiler leaves a component with a conditional inside a try uncompiled.
  const drawing = useMemo(() => {
    if (config === null) return null;
    return kind === 'screen'
      ? drawnOrNone(() => bothSizes(name, id, (placement) => screenDrawing(config, name, placement)))
      : drawnOrNone(() => bothSizes(name, id, (placement) => roofDrawing(config, name, placement)));
  }, [kind, config, name, id]);
  const [last, setLast] = useState(drawing);
  if (drawing !== null && drawing !== last) setLast(drawing);
  return drawing ?? last;
}
