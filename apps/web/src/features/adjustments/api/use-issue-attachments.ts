import { notifications } from '@mantine/notifications';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { TIssueAttachments } from '@portal/domain/adjustments/adjustment-view-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { signedLinksFreshness } from '../../../shared/api/rest-files';
import { uploadMultipart } from '../../../shared/api/rest-upload';
import { useTRPC } from '../../../shared/api/trpc';
import { useReloadAdjustment } from './use-reload-adjustment';

/**
 * adjustments.attachments: read fresh rather than from the adjustment, as the signed links
 * expire; under the adjustments path, so every issue change reloads them too. Only cards that
 * show images ask (a screen has 24 issues).
 */
export function useIssueAttachments(issueId: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.adjustments.attachments.queryOptions(enabled ? { id: issueId } : skipToken), ...signedLinksFreshness });
}

/**
 * POST /api/issues/{id}/attachments (multipart, field files) with progress: a byte stream, so
 * REST, not tRPC. The caller shows a refusal as a toast.
 */
export function useUploadAttachments(issueId: string) {
  const reload = useReloadAdjustment();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (percent: number) => void }) =>
      uploadMultipart<TIssueAttachments>(`/api/issues/${encodeURIComponent(issueId)}/attachments`, files, onProgress),
    onSuccess: reload,
  });
}

/** adjustments.removeAttachment {id, attachmentId}; a refusal is a toast (§8 attachments). */
export function useDeleteAttachment() {
  const trpc = useTRPC();
  const reload = useReloadAdjustment();
  return useMutation(
    trpc.adjustments.removeAttachment.mutationOptions({
      onError: (error) => notifications.show({ color: 'red', title: 'Image not deleted', message: errorMessage(error), autoClose: 8000 }),
      onSettled: reload,
    }),
  );
}
