import type { FastifyInstance } from 'fastify';
import { ZLegacyRoofPriceRequest, ZLegacyRoofPriceResponse } from '@portal/domain/pricing/roof/roof-legacy-quote';
import { restContext } from '../../http/rest-context';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { callerOf } from '../../http/route-gate';

/**
 * The legacy roof price call (portal.md §7): body roof (kits and multiplier are ignored). The
 * declaration types the whole body (the roof is RoofConfig) and the domain checks it with the
 * same schema (quoteRoofForLegacyCall) once the account is known to have prices: an account
 * without an ERP customer is told so (409) whatever roof it sent, and a bad roof is refused as
 * 'Please check the roof' naming each roof.<field> ('Please send a roof' when there is none).
 * So the declared validation's refusal is attached, not answered, and the body as sent goes on.
 */
export function registerPricingRoutes(app: FastifyInstance) {
  typedRoutes(app).post(
    '/api/orders/getorderprices',
    {
      ...operation({
        operationId: 'getRoofPrice',
        tag: 'Pricing',
        summary: "Price one roof for the signed-in dealer (its price group and tier); kits and customColorMultiplier in the body are ignored",
        access: 'store',
        body: ZLegacyRoofPriceRequest,
        response: { 200: json('Price in dollars, exact cents, the roof kits and pricing alerts', ZLegacyRoofPriceResponse) },
        errors: {
          409: 'NO_ERP_CUSTOMER: the account is not linked to an ERP customer, so it has no prices; NOT_PRICEABLE: the portal lacks a pricing entry roofs need (the Custom Color Multiplier)',
        },
      }),
      attachValidation: true,
    },
    // On a refusal req.body is the body as sent (unknown): the domain parses it again either way.
    async (req) => restContext(app, req).services.pricing.legacyRoofPrice(callerOf(req), req.body as unknown),
  );
}
