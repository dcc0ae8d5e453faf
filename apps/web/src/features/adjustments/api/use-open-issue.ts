import { useMutation } from '@tanstack/react-query';
import type { TOpenIssueInput } from '@portal/domain/adjustments/adjustment-schemas';
import type { TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { restJson } from '../../../shared/api/rest-json';

/**
 * POST /api/adjustments/{id}/issues: the issue of an item and issue type, opened before a request
 * is added to it (a new adjustment holds no issues, issue 26); the one already open when there is one.
 */
export const openIssue = (adjustmentId: string, input: TOpenIssueInput) =>
  restJson<TAdjustmentIssue>(`/api/adjustments/${encodeURIComponent(adjustmentId)}/issues`, 'POST', input);

export function useOpenIssue(adjustmentId: string) {
  return useMutation({ mutationFn: (input: TOpenIssueInput) => openIssue(adjustmentId, input) });
}
