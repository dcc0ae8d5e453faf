import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Quick entry's lines read and priced by the server (quickEntry.price): nothing is stored, so nothing is invalidated. */
export function useQuickEntry() {
  const trpc = useTRPC();
  return useMutation(trpc.quickEntry.price.mutationOptions());
}
