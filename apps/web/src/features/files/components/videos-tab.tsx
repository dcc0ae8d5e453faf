import { Badge, Box, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import type { FileItem } from '../../../shared/api/rest-files';
import { usePhoneDialog } from '../../../shared/ui/use-phone-dialog';
import { useLibraryFiles } from '../api/use-library-files';
import { folderPaths, buildTree } from '../file-tree';
import { groupBy, staffOnlyMark, videoGroupOf } from '../library-groups';
import { DeleteFileButton } from './delete-file-button';
import { LibraryUpload } from './library-upload';
import { RenameButton } from './rename-button';
import { VideoPlayer } from './video-player';

/** Training videos by sub-folder; the server leaves out the Sales folders for dealers. */
export function VideosTab({ canWrite }: { canWrite: boolean }) {
  const videos = useLibraryFiles('videos');
  const [query, setQuery] = useState('');
  const [playing, setPlaying] = useState<FileItem | null>(null);
  const phone = usePhoneDialog();
  const groups = useMemo(() => groupBy(videos.data ?? [], (v) => videoGroupOf(v.key), query), [videos.data, query]);
  const folders = useMemo(() => folderPaths(buildTree(videos.data ?? [])), [videos.data]);

  return (
    <Stack gap="md">
      {canWrite && (
        <LibraryUpload
          bucket="videos"
          folders={folders}
          defaultFolder="Training"
          accept="video/mp4,video/webm"
          hint="MP4 or WebM. Dealers see the folders under Training; top-level folders starting with Sales are for staff only."
        />
      )}
      <TextInput placeholder="Search videos" aria-label="Search videos" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      {videos.isPending && <Loader size="sm" aria-label="Loading videos" />}
      {videos.isError && <Text c="red">{errorMessage(videos.error)}</Text>}
      {videos.isSuccess && groups.length === 0 && (
        <Text c="dimmed">{query.trim() ? `No videos match “${query.trim()}”.` : 'There are no training videos yet.'}</Text>
      )}
      {groups.map(({ group, items }) => {
        const staffOnly = group.endsWith(staffOnlyMark);
        return (
          <Box
            key={group}
            component="section"
            aria-label={group}
            {...(staffOnly
              ? { p: 'sm', bg: 'orange.0', style: { border: '1px dashed var(--mantine-color-orange-6)', borderRadius: 'var(--mantine-radius-sm)' } }
              : {})}
          >
            <Group gap="xs" mb="xs">
              <Title order={4}>{staffOnly ? group.slice(0, -staffOnlyMark.length) : group}</Title>
              {staffOnly && (
                <Badge color="orange" variant="light" tt="none">
                  Staff only · dealers never see this folder
                </Badge>
              )}
            </Group>
            <Stack gap="xs">
              {items.map((video) => (
                <Paper key={video.key} withBorder p="xs">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {video.name}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => setPlaying(video)} aria-label={`Play ${video.name}`}>
                        Play
                      </Button>
                      {canWrite && <RenameButton bucket="videos" path={video.key} name={video.name} kind="file" />}
                      {canWrite && <DeleteFileButton bucket="videos" fileKey={video.key} name={video.name} />}
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Box>
        );
      })}
      <Modal opened={playing !== null} onClose={() => setPlaying(null)} title={playing?.name} size="xl" fullScreen={phone} centered>
        {/* The signed link answers range requests, so the player can seek. */}
        {playing && <VideoPlayer src={playing.signedUrl} name={playing.name} />}
      </Modal>
    </Stack>
  );
}
