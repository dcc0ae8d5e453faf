import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPCClient } from '../../../shared/api/trpc';
import type { CartQuote } from '../cart/cart-quote';
import type { CartInfo } from '../cart/cart-types';
import { retailAsk, retailCartQuote, type RetailAnswer } from '../cart/retail-quote';
import { useCatalogSnapshot } from './use-catalog';

/**
 * A salesperson's cart priced by the server (issue 32): the catalog reaches them without prices,
 * so the browser cannot price; pricing.quote answers each line at retail (the dealer's price × the
 * team's markup of its kind). Asked again whenever the cart's lines or the catalog's version
 * change; the previous answer keeps pricing the lines it priced while the new one loads. Null
 * when not `enabled` (anyone else prices in the browser: nothing is asked).
 */
export function useRetailQuote(cart: CartInfo, enabled: boolean): CartQuote | null {
  const client = useTRPCClient();
  const version = useCatalogSnapshot().data?.version ?? null;
  const ask = useMemo(() => (enabled ? retailAsk(cart) : null), [enabled, cart]);
  // An empty cart has nothing to price; prices follow the catalog's version, known once it loads.
  const asked = ask && version !== null && ask.keys.screens.length + ask.keys.roofs.length + ask.keys.parts.length > 0 ? ask : null;
  const held = useQuery({
    queryKey: ['pricing.quote', 'retail', { version, input: ask?.input }],
    queryFn: asked ? async (): Promise<RetailAnswer> => ({ keys: asked.keys, answer: await client.pricing.quote.mutate(asked.input) }) : skipToken,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => (ask ? retailCartQuote(ask, held.data) : null), [ask, held.data]);
}
