import { ZHistoryInput, ZSavePortalPricingInput, ZSaveTierInput, ZUpdateCustomerTiersInput } from '@portal/domain/back-office/back-office-schemas';
import { bearer, errorResponses, jsonBody, jsonResponse, queryParameters } from '../../openapi/schema';

const rule = {
  type: 'object',
  properties: {
    _id: { type: 'string', format: 'uuid' },
    portalPricingName: { type: 'string' },
    portalPricingMethod: { enum: ['+', '-', '*', '/'] },
    portalPricingValue: { type: 'number', description: 'Dollars for + and -, the factor for * and /' },
    portalPricingMethods: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, name: { type: 'string' } } } },
  },
};
const tier = { type: 'object', properties: { _id: { type: 'string', format: 'uuid' }, customerTierName: { type: 'string' }, customerTierRate: { type: 'number' } } };
const forPricing = 'Administrators with the pricing permission (super admins always)';

export const pricingAdminPaths = {
  '/api/admin/portalpricing': {
    get: { summary: `Portal pricing rules. ${forPricing}`, security: bearer, responses: { '200': jsonResponse('The rules', { type: 'array', items: rule }), ...errorResponses } },
    post: {
      summary: `Save a rule's method and value; the next quote uses it, stored orders keep their prices. ${forPricing}`,
      security: bearer,
      requestBody: jsonBody(ZSavePortalPricingInput),
      responses: { '200': jsonResponse('The saved rule', rule), ...errorResponses, '404': jsonResponse('Unknown rule') },
    },
  },
  '/api/admin/customertiers': {
    get: {
      summary: `Tiers and every ERP customer with its tier id. ${forPricing}`,
      security: bearer,
      responses: {
        '200': jsonResponse('Tiers and customers', {
          type: 'object',
          properties: {
            tiers: { type: 'array', items: tier },
            customers: { type: 'array', items: { type: 'object', properties: { bc_customer_id: { type: 'string' }, bc_customer_displayName: { type: 'string' }, bc_customer_priceGroup: { enum: ['USD', 'CAD'] }, customerTier: { type: ['string', 'null'] } } } },
          },
        }),
        ...errorResponses,
      },
    },
    post: { summary: `Add a tier (no _id) or edit one. ${forPricing}`, security: bearer, requestBody: jsonBody(ZSaveTierInput), responses: { '200': jsonResponse('The tier', tier), ...errorResponses } },
  },
  '/api/admin/customers': {
    put: {
      summary: `Set the tier of ERP customers, all or nothing. ${forPricing}`,
      security: bearer,
      requestBody: jsonBody(ZUpdateCustomerTiersInput),
      responses: { '200': jsonResponse('Saved', { type: 'object', properties: { message: { type: 'string' }, updated: { type: 'integer' } } }), ...errorResponses },
    },
  },
  '/api/admin/pricing/history': {
    get: {
      summary: `Recent back-office changes (rules, tiers, customer tiers, permissions, settings), newest first. ${forPricing}`,
      security: bearer,
      parameters: queryParameters(ZHistoryInput),
      responses: {
        '200': jsonResponse('Changes', {
          type: 'array',
          items: { type: 'object', properties: { _id: { type: 'string' }, at: { type: 'string', format: 'date-time' }, actorId: { type: ['string', 'null'] }, actorName: { type: 'string' }, area: { enum: ['pricingRule', 'customerTier', 'customer', 'permission', 'setting'] }, entity: { type: 'string' }, before: {}, after: {} } },
        }),
        ...errorResponses,
      },
    },
  },
};
