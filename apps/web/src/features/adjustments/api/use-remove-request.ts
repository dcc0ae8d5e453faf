import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { reloadAdjustment, removeRequest } from './issue-calls';

/** DELETE /api/issues/{id}: back to no request (Draft), its images deleted; a refusal is a toast (§8 deletes). */
export function useRemoveRequest(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeRequest(issueId),
    onSuccess: () => reloadAdjustment(queryClient),
    onError: (error) => notifications.show({ color: 'red', title: 'Request not removed', message: errorMessage(error), autoClose: 8000 }),
  });
}
