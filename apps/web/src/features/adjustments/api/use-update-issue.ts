import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';
import { useReloadAdjustment } from './use-reload-adjustment';

/** adjustments.updateIssue: a reorder request and its reason and modifications, or (reviewers) its status. */
export function useUpdateIssue() {
  const trpc = useTRPC();
  const reload = useReloadAdjustment();
  return useMutation(trpc.adjustments.updateIssue.mutationOptions({ onSuccess: reload }));
}
