import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWarrantyIssueInput } from '@portal/domain/adjustments/adjustment-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { fileWarranty, reloadAdjustment } from './issue-calls';

/** POST /api/issues/{id}/warranty: needs a reason and an image already attached; a refusal is a toast (§8). */
export function useFileWarranty(issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWarrantyIssueInput) => fileWarranty(issueId, input),
    onSuccess: () => reloadAdjustment(queryClient),
    onError: (error) => notifications.show({ color: 'red', title: 'Warranty request not saved', message: errorMessage(error), autoClose: 8000 }),
  });
}
