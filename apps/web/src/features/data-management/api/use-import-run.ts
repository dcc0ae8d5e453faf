import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** How often a running import is asked for its progress. */
export const importPollMs = 500;

/** Polls one import run while it runs; stops once it succeeded or failed. */
export function useImportRun(id: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.catalog.importRun.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? importPollMs : false),
  });
}
