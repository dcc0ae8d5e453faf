import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/**
 * After every issue change the adjustment is read again from the server (§8: the server is the
 * authority: a saved reorder carries the price it computed, the counts and flags move): every
 * adjustments query, the dialog's adjustment, the lists (their counts change too) and the issues'
 * image lists.
 */
export function useReloadAdjustment(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.adjustments.pathFilter());
}
