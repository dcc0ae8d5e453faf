import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

export function useRequestReset() {
  const trpc = useTRPC();
  return useMutation(trpc.accounts.requestReset.mutationOptions());
}
