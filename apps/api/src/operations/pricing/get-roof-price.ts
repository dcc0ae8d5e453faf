import { z } from 'zod';
import { ZLegacyRoofPriceRequest, ZLegacyRoofPriceResponse } from '@portal/domain/pricing/roof/roof-legacy-quote';
import { defineRestOperation } from '../operation';

/**
 * The legacy roof price call (portal.md §7): body roof (kits and multiplier are ignored). The
 * declaration types the whole body (the roof is RoofConfig) and the domain checks it with the
 * same schema (quoteRoofForLegacyCall) once the account is known to have prices: an account
 * without an ERP customer is told so (409) whatever roof it sent, and a bad roof is refused as
 * 'Please check the roof' naming each roof.<field> ('Please send a roof' when there is none).
 * So the declared validation's refusal is attached, not answered, and the body as sent goes on.
 */
export const getRoofPrice = defineRestOperation({
  summary: 'Price one roof for the signed-in dealer (its price group and tier); kits and customColorMultiplier in the body are ignored',
  access: 'store',
  kind: 'mutation',
  input: z.unknown(),
  output: ZLegacyRoofPriceResponse,
  rest: {
    method: 'POST',
    path: '/api/orders/getorderprices',
    operationId: 'getRoofPrice',
    tag: 'Pricing',
    answers: 'Price in dollars, exact cents, the roof kits and pricing alerts',
    body: ZLegacyRoofPriceRequest,
    attachValidation: true,
    // On a refusal the body is as sent (unknown): the domain parses it again either way.
    input: ({ body }) => body,
    errors: {
      409:
        'NO_ERP_CUSTOMER: the account is not linked to an ERP customer, so it has no prices; ' +
        'NOT_PRICEABLE: the portal lacks a pricing entry roofs need (the Custom Color Multiplier)',
    },
  },
  run: (services, caller, body) => services.pricing.legacyRoofPrice(caller, body),
});
