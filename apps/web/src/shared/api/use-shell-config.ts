import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/**
 * The deployment's public settings (support contacts, feedback link, order limits): read once
 * per page load and shared by every user of it (the footer, the store's fields).
 */
export function useShellConfig() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.shell.config.queryOptions(), staleTime: Infinity });
}
