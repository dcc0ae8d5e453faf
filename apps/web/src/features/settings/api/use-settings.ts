import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Portal-wide switches (settings.get); rarely change, so cached for a minute. */
export function useSettings() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.settings.get.queryOptions(), staleTime: 60_000 });
}

/** The order adjustment feature check (spec §2): off until the settings say otherwise. */
export function useAdjustmentsEnabled(): boolean {
  return useSettings().data?.adjustmentsEnabled === true;
}
