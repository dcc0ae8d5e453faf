import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Support contacts and feedback link for the footer (public, rarely changes). */
export function useShellConfig() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.shell.config.queryOptions(), staleTime: Infinity });
}
