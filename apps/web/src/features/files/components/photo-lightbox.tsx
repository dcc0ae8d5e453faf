import { Anchor, Box, Button, Group, Image, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PhotoItem } from '../../../shared/api/rest-files';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';

/** The generated versions: 300, 600 and 900 px wide (spec §2 Library). */
export const photoSizes = [
  { value: 'small', label: 'Small', width: 300 },
  { value: 'medium', label: 'Medium', width: 600 },
  { value: 'large', label: 'Large', width: 900 },
] as const;
type Size = (typeof photoSizes)[number]['value'];

/** A horizontal move at least this long (and longer than it is high) is a swipe, not a tap or a scroll. */
const swipePx = 50;

interface Props {
  /** The photos in the order the page shows them: previous and next walk through these. */
  photos: readonly PhotoItem[];
  /** The one shown; null when closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * A photo at the size asked for, with previous and next (issue 29): the buttons, the arrow keys and a
 * swipe on the photo. The walk goes round (after the last comes the first), so a button never turns
 * disabled under a keyboard user's focus.
 */
export function PhotoLightbox({ photos, index, onIndex, onClose }: Props) {
  const [size, setSize] = useState<Size>('medium');
  const phone = usePhoneDialog();
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const photo = index === null ? undefined : photos[index];
  const width = photoSizes.find((s) => s.value === size)?.width ?? 600;
  const count = photos.length;
  const step = (by: 1 | -1) => {
    if (index !== null && count > 1) onIndex((index + by + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The size control is a radio group: its arrow keys choose a size, not a photo.
    if ((event.target as HTMLElement).closest('input, [role="radio"], [role="radiogroup"]')) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= swipePx && Math.abs(dx) > Math.abs(event.clientY - from.y)) step(dx < 0 ? 1 : -1);
  };

  return (
    <Modal opened={photo !== undefined} onClose={onClose} title={photo?.name} size="auto" fullScreen={phone} centered onKeyDown={onKeyDown}>
      {photo && index !== null && (
        <Stack gap="sm" align="center">
          <Group justify="space-between" w="100%" wrap="wrap">
            <SegmentedControl
              aria-label="Photo size"
              value={size}
              onChange={(v) => setSize(v as Size)}
              data={photoSizes.map(({ value, label, width: w }) => ({ value, label: `${label} (${w}px)` }))}
            />
            <Anchor href={photo.url.download} download={photo.name} target="_blank" rel="noreferrer">
              Download
            </Anchor>
          </Group>
          {count > 1 && (
            <Group justify="space-between" w="100%" wrap="nowrap">
              <Button variant="default" size="sm" onClick={() => step(-1)} leftSection={<span aria-hidden>‹</span>}>
                Previous
              </Button>
              <Text size="sm" aria-live="polite" data-testid="photo-position">
                {index + 1} of {count}
              </Text>
              <Button variant="default" size="sm" onClick={() => step(1)} rightSection={<span aria-hidden>›</span>}>
                Next
              </Button>
            </Group>
          )}
          {/* pan-y: a sideways swipe reaches the handlers below instead of scrolling the dialog. */}
          <Box
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeFrom.current = null)}
            maw="100%"
            style={{ touchAction: 'pan-y' }}
          >
            <Image src={photo.url[size]} alt={`${photo.name} (${width}px)`} w={width} maw="100%" fit="contain" draggable={false} />
          </Box>
        </Stack>
      )}
    </Modal>
  );
}
