import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { fieldErrorsFromZod } from '../../errors/field-errors';
import type { Cents } from '../../money/money';
import type { PricingAlert } from '../pricing-alerts';
import type { PricingContext } from '../pricing-context';
import { ZRoofConfig } from './roof-config';
import type { MappedRoofKit } from './roof-kit-mapping';
import { priceRoof } from './roof-price';

/**
 * POST /api/orders/getorderprices, body { roof, kits, customColorMultiplier }.
 * The old client sent the kit list and the multiplier it had loaded; prices are computed, never
 * accepted (ARCHITECTURE.md), so both are read for shape only and ignored: the server prices
 * from its own catalog and its own Custom Color Multiplier entry.
 */
export const ZLegacyRoofPriceRequest = z.object({
  roof: z.unknown(),
  kits: z.unknown().optional(),
  customColorMultiplier: z.unknown().optional(),
});

export interface LegacyRoofPriceResponse {
  /** Dollars with two decimals (the legacy client formats this number as currency): one roof, tier applied. */
  price: number;
  /** The same amount in exact cents, for clients that want it. */
  priceCents: Cents;
  mappedRfKits: MappedRoofKit[];
  alerts: PricingAlert[];
}

export function quoteRoofForLegacyCall(ctx: PricingContext, body: unknown): LegacyRoofPriceResponse {
  const request = ZLegacyRoofPriceRequest.safeParse(body);
  if (!request.success) throw new DomainError('BAD_INPUT', 'Please send a roof', fieldErrorsFromZod(request.error));
  const roof = ZRoofConfig.safeParse(request.data.roof);
  if (!roof.success) {
    const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsFromZod(roof.error)).map(([k, v]) => [`roof.${k}`, v]));
    throw new DomainError('BAD_INPUT', 'Please check the roof', fieldErrors);
  }
  const quote = priceRoof(ctx, roof.data);
  // The installation lacks its pricing entry: nothing the dealer can fix, so not BAD_INPUT.
  if (quote.refusal) throw new DomainError('CONFLICT', quote.refusal);
  return { price: quote.unitPriceCents / 100, priceCents: quote.unitPriceCents, mappedRfKits: quote.mappedRfKits, alerts: quote.alerts };
}
