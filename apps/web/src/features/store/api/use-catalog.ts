import { useQuery, useQueryClient, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useMemo } from 'react';
import { indexCatalog } from '@portal/domain/catalog/catalog-index';
import type { PriceGroup } from '@portal/domain/customers/customer';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { useTRPC } from '../../../shared/api/trpc';

/** How often an open store asks whether the catalog or the pricing rules changed (a few bytes when not). */
export const catalogRecheckMs = 60_000;

/**
 * The catalog and pricing rules: the store prices in the browser with the domain functions as the
 * dealer types (the server recomputes on save). The route starts this query while the store's
 * code downloads (app/route-prefetch.ts). While a store is open it asks again every minute and
 * when the tab regains focus, naming the version it holds: the server answers `unchanged` (a few
 * bytes) unless an import or a saved pricing rule moved the version, so prices never lag a saved
 * rule by more than a minute.
 */
export function catalogSnapshotOptions(trpc: ReturnType<typeof useTRPC>, queryClient: QueryClient) {
  const all = trpc.catalog.snapshot.queryOptions({});
  return {
    ...all,
    staleTime: catalogRecheckMs,
    refetchInterval: catalogRecheckMs,
    gcTime: Infinity,
    queryFn: async (context: QueryFunctionContext) => {
      const held = queryClient.getQueryData(all.queryKey);
      if (!held || held.unchanged) return all.queryFn!(context as never);
      // tRPC reads the input from the context's key: ask under the key that names the held version.
      const known = trpc.catalog.snapshot.queryOptions({ knownVersion: held.version });
      const answer = await known.queryFn!({ ...context, queryKey: known.queryKey } as never);
      return answer.unchanged ? held : answer;
    },
  };
}

export function useCatalogSnapshot() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useQuery(catalogSnapshotOptions(trpc, queryClient));
}

/** Tier rate (0.85) in basis points (8500), as the domain prices. */
export function tierRateBp(tierRate: number): number {
  return Math.round(tierRate * 10000);
}

/** A pricing context for one price group and tier, or null while the catalog loads. */
export function usePricingContext(priceGroup: PriceGroup, tierRate: number): PricingContext | null {
  const { data } = useCatalogSnapshot();
  const snapshot = data && !data.unchanged ? data : null;
  const index = useMemo(() => (snapshot ? indexCatalog(snapshot.catalog) : null), [snapshot]);
  return useMemo(
    () => (index && snapshot ? { index, priceGroup, tierRateBp: tierRateBp(tierRate), rules: snapshot.rules } : null),
    [index, snapshot, priceGroup, tierRate],
  );
}
