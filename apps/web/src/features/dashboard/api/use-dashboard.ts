import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The staff dashboard (dashboard.get): read again when the administrator comes back to the tab, never polled. */
export function useDashboard() {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.get.queryOptions());
}
