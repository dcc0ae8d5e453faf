import type { QueryClient } from '@tanstack/react-query';
import type { TCommentInput, TIssuePatchInput, TWarrantyIssueInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { restJson } from '../../../shared/api/rest-json';
import { uploadMultipart } from '../../../shared/api/rest-upload';
import { adjustmentKeys } from './use-adjustment';

export type IssueAttachment = TAdjustmentIssue['attachments'][number];

/** `/api/issues/{id}[/…]`, the id encoded. */
export function issuePath(issueId: string, ...rest: string[]): string {
  return ['/api/issues', ...[issueId, ...rest].map(encodeURIComponent)].join('/');
}

export const patchIssue = (issueId: string, patch: TIssuePatchInput) => restJson<TAdjustmentIssue>(issuePath(issueId), 'PATCH', patch);
export const fileWarranty = (issueId: string, input: TWarrantyIssueInput) => restJson<TAdjustmentIssue>(issuePath(issueId, 'warranty'), 'POST', input);
export const removeRequest = (issueId: string) => restJson<TAdjustmentIssue>(issuePath(issueId), 'DELETE');
export const addComment = (issueId: string, input: TCommentInput) => restJson<TAdjustmentIssue>(issuePath(issueId, 'comments'), 'POST', input);
export const listAttachments = (issueId: string) => restJson<{ attachments: IssueAttachment[] }>(issuePath(issueId, 'attachments'));
export const deleteAttachment = (issueId: string, attachmentId: string) => restJson<{ message: string }>(issuePath(issueId, 'attachments', attachmentId), 'DELETE');
export const uploadAttachments = (issueId: string, files: readonly File[], onProgress: (percent: number) => void) =>
  uploadMultipart<{ attachments: IssueAttachment[] }>(issuePath(issueId, 'attachments'), files, onProgress);

/**
 * After every issue change the adjustment is read again from the server (§8: the server is the
 * authority: a saved reorder carries the price it computed, the counts and flags move).
 * adjustmentKeys.all holds the dialog's adjustment, the lists (their counts change too) and the
 * issues' attachment lists.
 */
export function reloadAdjustment(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adjustmentKeys.all });
}
