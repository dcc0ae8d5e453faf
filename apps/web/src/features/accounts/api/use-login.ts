import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

export function useLogin() {
  const trpc = useTRPC();
  return useMutation(trpc.accounts.login.mutationOptions());
}
