import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIssuePatchInput } from '@portal/domain/adjustments/adjustment-schemas';
import { patchIssue, reloadAdjustment } from './issue-calls';

/** PATCH /api/issues/{id}: a reorder request and its reason and modifications, or (reviewers) its status. */
export function useUpdateIssue(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TIssuePatchInput) => patchIssue(issueId, patch),
    onSuccess: () => reloadAdjustment(queryClient),
  });
}
