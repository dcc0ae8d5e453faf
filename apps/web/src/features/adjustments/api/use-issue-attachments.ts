import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { signedLinksFreshness } from '../../../shared/api/rest-files';
import { adjustmentKeys } from './use-adjustment';
import { deleteAttachment, listAttachments, reloadAdjustment, uploadAttachments } from './issue-calls';

export const issueAttachmentsKey = (issueId: string) => [...adjustmentKeys.all, 'issue-attachments', issueId] as const;

/**
 * GET /api/issues/{id}/attachments: read fresh rather than from the adjustment, as the signed
 * links expire; under adjustmentKeys.all, so every issue change reloads them too. Only cards
 * that show images ask (a screen has 24 issues).
 */
export function useIssueAttachments(issueId: string, enabled = true) {
  return useQuery({ queryKey: issueAttachmentsKey(issueId), queryFn: () => listAttachments(issueId), enabled, ...signedLinksFreshness });
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
