import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The Order adjustments switch (settings.get): off until the settings say otherwise. */
export function useAdjustmentsEnabled(): boolean {
  const trpc = useTRPC();
  return useQuery({ ...trpc.settings.get.queryOptions(), staleTime: 60_000 }).data?.adjustmentsEnabled === true;
}
