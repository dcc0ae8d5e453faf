import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.accounts.resetPassword.mutationOptions());
}
