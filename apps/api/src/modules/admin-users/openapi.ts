import { ZListUsersInput, ZUserPatch } from '@portal/domain/admin-users/admin-user-schemas';
import { bearer, errorResponses, jsonBody, jsonResponse, queryParameters } from '../../openapi/schema';

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

export const adminUserPaths = {
  '/api/admin/users': {
    get: {
      summary: 'Portal users (admins)',
      security: bearer,
      parameters: queryParameters(ZListUsersInput),
      responses: { '200': jsonResponse('A page of users and the total', { type: 'object', properties: { users: { type: 'array', items: { $ref: '#/components/schemas/User' } }, total: { type: 'integer' } } }), ...errorResponses },
    },
  },
  '/api/admin/users/{id}': {
    put: { summary: 'Change flags or the ERP customer (only the fields sent change)', security: bearer, parameters: [idParameter], requestBody: jsonBody(ZUserPatch), responses: { '200': jsonResponse('The user', { $ref: '#/components/schemas/User' }), ...errorResponses, '404': jsonResponse('Unknown user'), '409': jsonResponse('A toggle rule refused the change') } },
    delete: { summary: 'Delete a user (super admins)', security: bearer, parameters: [idParameter], responses: { '200': jsonResponse('Deleted'), ...errorResponses, '404': jsonResponse('Unknown user') } },
  },
  '/api/bc/customers': {
    get: { summary: 'ERP customers: all with price group and tier for administrators; the sender/receiver customers (id, name) for corporation users; 403 otherwise', security: bearer, responses: { '200': jsonResponse('Customers', { type: 'array' }), ...errorResponses } },
  },
};
