import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment, reloadAdjustment } from './issue-calls';

/** POST /api/issues/{id}/comments {text}; the comment box shows a refusal under itself. */
export function useAddComment(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addComment(issueId, { text }),
    onSuccess: () => reloadAdjustment(queryClient),
  });
}
