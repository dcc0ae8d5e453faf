import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { deleteAttachment, listAttachments, reloadAdjustment, uploadAttachments } from './issue-calls';

export const issueAttachmentsKey = (issueId: string) => ['adjustments', 'issue-attachments', issueId] as const;

/**
 * GET /api/issues/{id}/attachments: read fresh rather than from the adjustment, as the signed
 * links expire; under the ['adjustments'] prefix, so every issue change reloads them too.
 */
export function useIssueAttachments(issueId: string) {
  return useQuery({ queryKey: issueAttachmentsKey(issueId), queryFn: () => listAttachments(issueId) });
}

/** POST …/attachments (multipart, field files) with progress; the caller shows a refusal as a toast. */
export function useUploadAttachments(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (percent: number) => void }) => uploadAttachments(issueId, files, onProgress),
    onSuccess: () => reloadAdjustment(queryClient),
  });
}

/** DELETE …/attachments/{attachmentId}; a refusal is a toast (§8 attachments). */
export function useDeleteAttachment(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteAttachment(issueId, attachmentId),
    onError: (error) => notifications.show({ color: 'red', title: 'Image not deleted', message: errorMessage(error), autoClose: 8000 }),
    onSettled: () => reloadAdjustment(queryClient),
  });
}
