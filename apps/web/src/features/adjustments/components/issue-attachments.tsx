import { ActionIcon, Button, Group, Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useState } from 'react';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import { mayDeleteImage } from '@portal/domain/adjustments/attachment-rights';
import { notifications } from '@mantine/notifications';
import { attachmentLimits, attachmentProblem } from '@portal/domain/adjustments/adjustment-limits';
import { errorMessage } from '../../../shared/api/api-error';
import { FileUpload } from '../../../shared/ui/file-upload';
import { PhotoLightbox, type LightboxPhoto } from '../../../shared/ui/photo-lightbox';
import { useDeleteAttachment, useIssueAttachments, useUploadAttachments } from '../api/use-issue-attachments';

/** Images only (§5 Uploads); the server reads the content, the browser checks the name first. */
const imageName = new RegExp(`\\.(${attachmentLimits.extensions.join('|')})$`, 'i');
export const notAnImage = 'Only images (gif, jpeg, jpg, png) can be attached';

/** The first rule the chosen files break on this issue, checked before anything is sent. */
export function uploadProblem(existingSizes: readonly number[], files: readonly File[]): string | null {
  if (files.some((f) => !imageName.test(f.name))) return notAnImage;
  return attachmentProblem(
    existingSizes,
    files.map((f) => f.size),
  );
}

const refused = (title: string) => (message: string) => notifications.show({ color: 'red', title, message, autoClose: 8000 });

export const deleteImageQuestion = 'Delete this image?';

/**
 * An issue's images (§2 file upload): thumbnails by their signed link, opened in the library's
 * lightbox (stepping through this issue's images at the sizes a library photo has, the original a
 * link from there), uploading (at most 2, 5 MB each) and deleting while the issue may be edited,
 * each side only the images its side attached, after a confirmation (issue 26). Refusals, the
 * browser's or the server's, are toasts (§8 attachments).
 */
export function IssueAttachments({ issueId, editable, viewer }: { issueId: string; editable: boolean; viewer: AdjustmentRole }) {
  const list = useIssueAttachments(issueId);
  const upload = useUploadAttachments(issueId);
  const remove = useDeleteAttachment();
  const attachments = list.data?.attachments ?? [];
  const [confirming, setConfirming] = useState<{ _id: string; fileName: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // The lightbox shows its 300, 600 and 900 px versions with the library's size control, never the original (docs/decisions/files.md);
  // an image stored before the versions existed shows its preview if it has one, else a tile.
  const openable = attachments.flatMap((a) =>
    a.url
      ? [
          {
            _id: a._id,
            photo: { name: a.fileName, url: { download: a.url, ...(a.versions ?? (a.previewUrl ? { small: a.previewUrl } : {})) } } satisfies LightboxPhoto,
          },
        ]
      : [],
  );
  const openIndex = openable.findIndex((a) => a._id === open);

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Images
      </Text>
      {list.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(list.error)}
        </Text>
      )}
      {attachments.length === 0 && !list.isPending && (
        <Text size="sm" c="dimmed">
          No images attached.
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {attachments.map((a) => (
          <Paper key={a._id} withBorder p={4}>
            {a.url ? (
              // The original opens on request, from the lightbox; the page itself only ever decodes the 300 px preview.
              <UnstyledButton onClick={() => setOpen(a._id)} aria-label={`Open ${a.fileName}`} w="100%">
                {a.previewUrl ? (
                  <Image src={a.previewUrl} alt={a.fileName} h={80} fit="contain" />
                ) : (
                  <Stack h={80} justify="center" align="center" role="img" aria-label={a.fileName}>
                    <Text size="xs">No preview: open</Text>
                  </Stack>
                )}
              </UnstyledButton>
            ) : (
              <Text size="xs">{a.fileName}</Text>
            )}
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="xs" truncate>
                {a.fileName}
              </Text>
              {editable && mayDeleteImage(viewer, a.addedBy) && (
                <ActionIcon
                  size="md"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${a.fileName}`}
                  loading={remove.isPending && remove.variables?.attachmentId === a._id}
                  onClick={() => setConfirming(a)}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <PhotoLightbox
        photos={openable.map((o) => o.photo)}
        index={openIndex === -1 ? null : openIndex}
        onIndex={(i) => setOpen(openable[i]?._id ?? null)}
        onClose={() => setOpen(null)}
        original="open"
      />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={deleteImageQuestion} centered>
        <Text size="sm">{confirming?.fileName}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (confirming) remove.mutate({ id: issueId, attachmentId: confirming._id });
              setConfirming(null);
            }}
          >
            Delete
          </Button>
        </Group>
      </Modal>
      {editable && attachments.length >= attachmentLimits.filesMax && (
        <Text size="xs" c="dimmed">
          {attachmentLimits.filesMax} of {attachmentLimits.filesMax} images attached: delete one to attach another.
        </Text>
      )}
      {editable && attachments.length < attachmentLimits.filesMax && (
        <FileUpload
          label="Add images"
          accept="image/gif,image/jpeg,image/png"
          hint={`Images (gif, jpeg, png): at most ${attachmentLimits.filesMax} files, ${attachmentLimits.fileBytesMax / 1024 / 1024}MB each.`}
          disabled={list.isPending}
          upload={async (files, onProgress) => {
            const problem = uploadProblem(
              attachments.map((a) => a.size),
              files,
            );
            if (problem) throw new Error(problem);
            return upload.mutateAsync({ files, onProgress });
          }}
          onUploaded={() => undefined}
          onRefused={refused('Images not attached')}
        />
      )}
    </Stack>
  );
}
