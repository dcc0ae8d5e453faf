import { Box, Group, Image, Loader, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useLibraryPhotos } from '../api/use-library-photos';
import { groupBy } from '../library-groups';
import { DeleteFileButton } from './delete-file-button';
import { LibraryUpload } from './library-upload';
import { RenameButton } from './rename-button';
import { PhotoLightbox } from '../../../shared/ui/photo-lightbox';

/** Photos by category (the first folder of the key), searchable, opened in a lightbox. */
export function PhotosTab({ canWrite }: { canWrite: boolean }) {
  const photos = useLibraryPhotos();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const groups = useMemo(() => groupBy(photos.data ?? [], (p) => p.category, query), [photos.data, query]);
  // The lightbox walks through the photos as the page shows them: by category, searched.
  const shown = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const openIndex = shown.findIndex((p) => p.key === open);
  const categories = useMemo(() => [...new Set((photos.data ?? []).map((p) => p.category).filter(Boolean))], [photos.data]);

  return (
    <Stack gap="md">
      {canWrite && (
        <LibraryUpload
          bucket="photos"
          folders={categories}
          accept="image/gif,image/jpeg,image/png"
          hint="GIF, JPEG or PNG, up to 10 MB each. The folder is the photo's category."
        />
      )}
      <TextInput placeholder="Search photos" aria-label="Search photos" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      {photos.isPending && <Loader size="sm" aria-label="Loading photos" />}
      {photos.isError && <Text c="red">{errorMessage(photos.error)}</Text>}
      {photos.isSuccess && groups.length === 0 && <Text c="dimmed">{query.trim() ? `No photos match “${query.trim()}”.` : 'There are no photos yet.'}</Text>}
      {groups.map(({ group, items }) => (
        <Box key={group} component="section" aria-label={group}>
          <Group gap="xs" mb="xs" wrap="nowrap">
            <Title order={4}>{group}</Title>
            {canWrite && group && items.every((p) => p.category === group) && <RenameButton bucket="photos" path={group} name={group} kind="folder" />}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
            {items.map((photo) => (
              <Stack key={photo.key} gap={4}>
                <UnstyledButton onClick={() => setOpen(photo.key)} aria-label={`Open ${photo.name}`}>
                  <Image src={photo.url.small} alt={photo.name} h={120} fit="cover" radius="sm" loading="lazy" />
                </UnstyledButton>
                <Box style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                  <Text size="xs" lineClamp={2} style={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {photo.name}
                  </Text>
                  {canWrite && <RenameButton bucket="photos" path={photo.key} name={photo.name} kind="file" />}
                  {canWrite && <DeleteFileButton bucket="photos" fileKey={photo.key} name={photo.name} />}
                </Box>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      ))}
      <PhotoLightbox photos={shown} index={openIndex === -1 ? null : openIndex} onIndex={(i) => setOpen(shown[i]?.key ?? null)} onClose={() => setOpen(null)} />
    </Stack>
  );
}
