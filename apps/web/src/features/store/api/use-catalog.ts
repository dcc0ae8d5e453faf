import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { indexCatalog } from '@portal/domain/catalog/catalog-index';
import type { PriceGroup } from '@portal/domain/customers/customer';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { useTRPC } from '../../../shared/api/trpc';

/**
 * The catalog and pricing rules, fetched once and kept for the session: the store prices in the
 * browser with the domain functions as the dealer types (the server recomputes on save). The
 * route starts this query while the store's code downloads (app/route-prefetch.ts).
 */
export function catalogSnapshotOptions(trpc: ReturnType<typeof useTRPC>) {
  return trpc.catalog.snapshot.queryOptions({}, { staleTime: 10 * 60_000, gcTime: Infinity });
}

export function useCatalogSnapshot() {
  const trpc = useTRPC();
  return useQuery(catalogSnapshotOptions(trpc));
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
