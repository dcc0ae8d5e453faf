import { Anchor, Box, Button, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { Modal } from './modal';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { usePhoneDialog } from './use-phone-dialog';

/** The generated versions: 300, 600 and 900 px wide (spec §2 Library). */
export const photoSizes = [
  { value: 'small', label: 'Small', width: 300 },
  { value: 'medium', label: 'Medium', width: 600 },
  { value: 'large', label: 'Large', width: 900 },
] as const;
type Size = (typeof photoSizes)[number]['value'];

/**
 * What the lightbox needs of a photo: its name, the versions it may show and the original's link. A
 * library photo and an issue's image have all three sizes (pages never decode an original,
 * docs/decisions/files.md); an issue image stored before they existed has its 300 px preview at most.
 */
export interface LightboxPhoto {
  name: string;
  url: Partial<Record<Size, string>> & { download: string };
}

/** The original's link: the library's downloads it; an issue image's opens it in a new tab. */
const originalLinks = {
  download: { label: 'Download', download: true },
  open: { label: 'Open original', download: false },
} as const;

/** A horizontal move at least this long (and longer than it is high) is a swipe, not a tap or a scroll. */
const swipePx = 50;

interface Props {
  /** The photos in the order the page shows them: previous and next walk through these. */
  photos: readonly LightboxPhoto[];
  /** The one shown; null when closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** What the original's link does: 'download' (the default) or 'open'. */
  original?: keyof typeof originalLinks;
}

/**
 * A photo at the size asked for, with previous and next (issue 29): the buttons, the arrow keys and a
 * swipe on the photo. The walk goes round (after the last comes the first), so a button never turns
 * disabled under a keyboard user's focus.
 */
export function PhotoLightbox({ photos, index, onIndex, onClose, original = 'download' }: Props) {
  const [size, setSize] = useState<Size>('medium');
  const phone = usePhoneDialog();
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const photo = index === null ? undefined : photos[index];
  // The sizes this photo has; the one asked for when it has it, else its largest.
  const sizes = photoSizes.filter((s) => photo?.url[s.value]);
  const shownSize = sizes.find((s) => s.value === size) ?? sizes.at(-1);
  const link = originalLinks[original];
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
          <Group justify={sizes.length > 1 ? 'space-between' : 'flex-end'} w="100%" wrap="wrap">
            {sizes.length > 1 && (
              <SegmentedControl
                aria-label="Photo size"
                value={size}
                onChange={(v) => setSize(v as Size)}
                data={sizes.map(({ value, label, width: w }) => ({ value, label: `${label} (${w}px)` }))}
              />
            )}
            <Anchor href={photo.url.download} download={link.download ? photo.name : undefined} target="_blank" rel="noreferrer">
              {link.label}
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
            {shownSize ? (
              <Image
                src={photo.url[shownSize.value]}
                alt={sizes.length > 1 ? `${photo.name} (${shownSize.width}px)` : photo.name}
                w={shownSize.width}
                maw="100%"
                fit="contain"
                draggable={false}
              />
            ) : (
              <Stack w={300} maw="100%" h={200} justify="center" align="center" role="img" aria-label={photo.name}>
                <Text size="sm">No preview: {link.label.toLowerCase()} to see it.</Text>
              </Stack>
            )}
          </Box>
        </Stack>
      )}
    </Modal>
  );
}
