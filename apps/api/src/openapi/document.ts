import { accountPaths } from '../modules/accounts/openapi';
import { adminUserPaths } from '../modules/admin-users/openapi';
import { pricingPaths } from '../modules/pricing/openapi';
import { catalogPaths, importRunSchema } from '../modules/catalog/openapi';
import { orderPaths, orderSchemas } from '../modules/orders/openapi';
import { pricingAdminPaths } from '../modules/pricing-admin/openapi';
import { dataManagementPaths } from '../modules/data-management/openapi';
import { settingsPaths } from '../modules/settings/openapi';

const user = {
  type: 'object',
  properties: Object.fromEntries(
    [
      ['_id', 'string'], ['fname', 'string'], ['lname', 'string'], ['email', 'string'], ['location', 'string'],
      ['isApproved', 'boolean'], ['storeAccess', 'boolean'], ['isAdmin', 'boolean'], ['isSuperAdmin', 'boolean'], ['isCorporation', 'boolean'],
      ['canManagePricing', 'boolean'], ['canManageData', 'boolean'],
      ['bc_customer_id', ['string', 'null']], ['bc_customer_displayName', ['string', 'null']], ['bc_customer_tierName', ['string', 'null']],
      ['bc_customer_priceGroup', ['string', 'null']], ['bc_customer_tierRate', 'number'],
    ].map(([name, type]) => [name as string, { type }]),
  ),
};

/** OpenAPI 3.1 of the REST adapter; each module adds its own paths file. */
export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'Dealer Portal REST API', version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' }, fieldErrors: { type: 'object', additionalProperties: { type: 'string' } } } },
        Message: { type: 'object', properties: { message: { type: 'string' } } },
        User: user,
        ImportRun: importRunSchema,
        ...orderSchemas,
        SignedInUser: { allOf: [{ $ref: '#/components/schemas/User' }, { type: 'object', properties: { token: { type: 'string' } } }] },
      },
    },
    paths: {
      '/api/health': { get: { summary: 'Health', responses: { '200': { description: 'Migrated and the database answers' }, '503': { description: 'Not ready' } } } },
      ...accountPaths,
      ...adminUserPaths,
      ...pricingPaths,
      ...catalogPaths,
      ...orderPaths,
      ...pricingAdminPaths,
      ...dataManagementPaths,
      ...settingsPaths,
    },
  };
}
