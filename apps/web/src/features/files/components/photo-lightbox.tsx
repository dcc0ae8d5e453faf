import { Anchor, Group, Image, Modal, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { PhotoItem } from '../../../shared/api/rest-files';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';

/** The generated versions: 300, 600 and 900 px wide (spec §2 Library). */
export const photoSizes = [
  { value: 'small', label: 'Small', width: 300 },
  { value: 'medium', label: 'Medium', width: 600 },
  { value: 'large', label: 'Large', width: 900 },
] as const;
type Size = (typeof photoSizes)[number]['value'];

export function PhotoLightbox({ photo, onClose }: { photo: PhotoItem | null; onClose: () => void }) {
  const [size, setSize] = useState<Size>('medium');
  const phone = usePhoneDialog();
  const width = photoSizes.find((s) => s.value === size)?.width ?? 600;
  return (
    <Modal opened={photo !== null} onClose={onClose} title={photo?.name} size="auto" fullScreen={phone} centered>
      {photo && (
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
          <Image src={photo.url[size]} alt={`${photo.name} (${width}px)`} w={width} maw="100%" fit="contain" />
        </Stack>
      )}
    </Modal>
  );
}
