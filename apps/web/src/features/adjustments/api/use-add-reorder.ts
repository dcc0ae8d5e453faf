import { useMutation } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../../shared/api/trpc';
import { useReloadAdjustment } from './use-reload-adjustment';

/** Add Request + → Reorder: the issue opened first where there is none yet (`ensureIssue`, issue 26), then its request set. */
export function useAddReorder(ensureIssue: () => Promise<string>) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const reload = useReloadAdjustment();
  return useMutation({
    mutationKey: trpc.adjustments.updateIssue.mutationKey(),
    mutationFn: async () => client.adjustments.updateIssue.mutate({ id: await ensureIssue(), patch: { adjustmentType: 'Reorder' } }),
    onSuccess: reload,
  });
}
