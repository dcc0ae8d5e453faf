import { ZAdminOrdersInput, ZDealerOrdersInput, ZRejectOrderInput, ZShipOrderInput } from '@portal/domain/orders/order-schemas';
import { ZRestSaveOrderBody } from '@portal/domain/orders/rest-order-body';
import { bearer, errorResponses, jsonBody, jsonResponse, queryParameters } from '../../openapi/schema';

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const order = { $ref: '#/components/schemas/Order' };
const orderList = { $ref: '#/components/schemas/OrderList' };
const notFound = jsonResponse('No such order, or not yours to see', { $ref: '#/components/schemas/Error' });
const conflict = jsonResponse('The order is in a state that does not allow it (the message names the rule), or a line cannot be submitted (fieldErrors name the lines)', { $ref: '#/components/schemas/Error' });
const { scope: _scope, ...dealerQuery } = ZDealerOrdersInput.shape;
const dealerParameters = queryParameters(ZDealerOrdersInput.pick(Object.fromEntries(Object.keys(dealerQuery).map((k) => [k, true])) as Record<keyof typeof dealerQuery, true>));

export const orderSchemas = {
  Order: {
    type: 'object',
    description: 'portal.md §3 Cart / Order: money as decimal numbers in the order currency (totals) and exact cents (totalsCents, priceCents); lines with their price breakdown and kits',
    properties: {
      _id: { type: 'string', format: 'uuid' }, orderName: { type: 'string' }, orderNumber: { type: 'string' }, salesOrderNumber: { type: ['string', 'null'] },
      status: { type: 'string', enum: ['DRAFT', 'IN_CART', 'SUBMITTED', 'APPROVED', 'REJECTED', 'Shipped'] }, transfer: { type: 'boolean' },
      sender: { type: ['string', 'null'] }, receiver: { type: ['string', 'null'] }, extraDetails: { type: 'string' }, quoteId: { type: 'array', items: { type: 'string' } },
      shippingAgent: { type: ['string', 'null'] }, trackingNumber: { type: ['string', 'null'] }, tracking: { type: ['object', 'null'] }, shippingDate: { type: ['string', 'null'] },
      rejectionReason: { type: ['string', 'null'] }, createdAt: { type: 'string' }, updatedAt: { type: 'string' }, user: { type: ['string', 'null'] }, userDetails: { type: 'object' },
      screens: { type: 'array' }, roofs: { type: 'array' }, parts: { type: 'array' }, adjustments: { type: 'array' },
      totals: { type: 'object', properties: { partsTotal: { type: 'number' }, screensTotal: { type: 'number' }, roofsTotal: { type: 'number' }, totalPrice: { type: 'number' } } },
      totalsCents: { type: 'object' }, history: { type: 'array', items: { type: 'object', properties: { at: { type: 'string' }, by: { type: 'string' }, from: { type: ['string', 'null'] }, to: { type: 'string' }, reason: { type: ['string', 'null'] } } } },
    },
  },
  OrderList: { type: 'object', properties: { items: { type: 'array', items: order }, total: { type: 'integer' }, offset: { type: 'integer' }, limit: { type: 'integer' } } },
};

export const orderPaths = {
  '/api/orders/generateOrderId': {
    get: { summary: 'A fresh order id (nothing is stored)', security: bearer, responses: { '200': jsonResponse('The id', { type: 'object', properties: { _id: { type: 'string', format: 'uuid' } } }), ...errorResponses } },
  },
  '/api/orders': {
    post: {
      summary: 'Save (DRAFT), submit (SUBMITTED), process or approve (administrators: SUBMITTED, APPROVED) an order; prices are computed on the server',
      security: bearer,
      requestBody: jsonBody(ZRestSaveOrderBody),
      responses: { '201': jsonResponse('Created', order), '200': jsonResponse('Updated', order), ...errorResponses, '404': notFound, '409': conflict },
    },
  },
  '/api/orders/myorders': { get: { summary: 'My orders, 25 per page', security: bearer, parameters: dealerParameters, responses: { '200': jsonResponse('A page', orderList), ...errorResponses } } },
  '/api/orders/teamorders': { get: { summary: "My team's orders (same ERP customer), 25 per page", security: bearer, parameters: dealerParameters, responses: { '200': jsonResponse('A page', orderList), ...errorResponses } } },
  '/api/orders/{id}': {
    get: { summary: 'One order (owner, team member or administrator)', security: bearer, parameters: [idParameter], responses: { '200': jsonResponse('The order', order), ...errorResponses, '404': notFound } },
    delete: { summary: 'Delete a Draft or Rejected order (owner or administrator)', security: bearer, parameters: [idParameter], responses: { '200': jsonResponse('Deleted'), ...errorResponses, '404': notFound, '409': conflict } },
    patch: {
      summary: 'Reject ({reason}) or ship ({shippingAgent, trackingNumber}); an optional status (REJECTED or Shipped) says which. Administrators',
      security: bearer,
      parameters: [idParameter],
      requestBody: { required: true, content: { 'application/json': { schema: { oneOf: [jsonBody(ZRejectOrderInput.omit({ id: true })).content['application/json'].schema, jsonBody(ZShipOrderInput.omit({ id: true })).content['application/json'].schema] } } } },
      responses: { '200': jsonResponse('The order', order), ...errorResponses, '404': notFound, '409': conflict },
    },
  },
  '/api/admin/orders': {
    get: { summary: 'Every dealer order except drafts (administrators); filter matches the dealer name', security: bearer, parameters: queryParameters(ZAdminOrdersInput), responses: { '200': jsonResponse('A page', orderList), ...errorResponses } },
  },
};
