import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

export function useRegister() {
  const trpc = useTRPC();
  return useMutation(trpc.accounts.register.mutationOptions());
}
