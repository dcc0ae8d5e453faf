import { ZLegacyRoofPriceRequest } from '@portal/domain/pricing/roof/roof-legacy-quote';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../../openapi/schema';

export const pricingPaths = {
  '/api/orders/getorderprices': {
    post: {
      summary: 'Price one roof for the signed-in dealer (kits and customColorMultiplier in the body are ignored)',
      security: bearer,
      requestBody: jsonBody(ZLegacyRoofPriceRequest),
      responses: {
        '200': jsonResponse('Price in dollars, exact cents, mapped roof kits and pricing alerts', { type: 'object', properties: { price: { type: 'number' }, priceCents: { type: 'integer' }, mappedRfKits: { type: 'array' }, alerts: { type: 'array' } } }),
        ...errorResponses,
        '409': jsonResponse('The account has no ERP customer, so no price group'),
      },
    },
  },
};
