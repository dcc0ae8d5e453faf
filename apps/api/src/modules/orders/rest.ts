import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZAdminOrdersInput, ZDealerOrdersInput, ZIdempotencyKey, ZOrderId, ZSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { ZGeneratedOrderId, ZOrder, ZOrderDeleted, ZOrderList } from '@portal/domain/orders/order-view-schemas';
import { DomainError } from '@portal/domain/errors/domain-error';
import { restFieldName, toSaveOrderInput, ZOrderPatch, ZRestSaveOrderBody } from '@portal/domain/orders/rest-order-body';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';
import { createBodySender } from '../../http/reused-body-buffers';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { callerOf } from '../../http/route-gate';
import { orderListBodyParts, type SerializedOrderList } from './order-list-body';

/** What the 409 of a save means: the rule it breaks is in the code and the message. */
const saveConflict =
  'ORDER_CHANGED: saved by another request since it was read (reload it); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for a different request; LINES_NOT_ORDERABLE: a line cannot be submitted (fieldErrors name the lines); NO_ERP_CUSTOMER: the account has no prices; STATE_CONFLICT: the order is in a state that does not allow this step';
/** What the 400 of a save means: a field, or an order over a limit (GET /api/config orderLimits). */
const saveRefused =
  'INVALID_INPUT: fieldErrors name each field as the body holds it; ORDER_LIMIT_EXCEEDED: the order is over a limit of this portal (lines per order, a part quantity, copies of a line, the order total at the server\'s prices), fieldErrors name the lines, or cart for the whole order';
const stateConflict = 'STATE_CONFLICT: the order is in a state that does not allow this (the message names the rule)';
/** A refusal of the save with its fields named as the REST body holds them (the services name the save input's). */
async function namedAsSent<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fieldErrors) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([key, message]) => [restFieldName(key), message]));
    throw new DomainError(error.code, error.message, fieldErrors, error.publicCode);
  }
}

/** The save's headers: Node names them in lower case; every other header passes through untouched. */
const ZSaveOrderHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

/** The dealer lists' query: the path says whose orders (mine or team). */
const ZDealerListQuery = ZDealerOrdersInput.omit({ scope: true });
const orderPage = json('A page of orders, newest change first unless sorted otherwise', ZOrderList);

/** /api/orders and /api/admin/orders (portal.md §7): the same services as the tRPC router. */
export function registerOrderRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);
  const sendBody = createBodySender();
  /**
   * A list page as JSON, its rows as stored (no parse and re-serialization per request): each row
   * was parsed through the Order schema when it was stored (order-list-items.ts), so the page
   * holds only what OrderList declares.
   */
  const sendList = (reply: FastifyReply, list: SerializedOrderList) => sendBody(reply.type('application/json; charset=utf-8'), orderListBodyParts(list));

  api.get(
    '/api/orders/generateOrderId',
    operation({ operationId: 'generateOrderId', tag: 'Orders', summary: 'A fresh order id for a new order (nothing is stored)', access: 'store', response: { 200: json('The id', ZGeneratedOrderId) } }),
    async (req) => restContext(app, req).services.orders.generateId(),
  );

  api.post(
    '/api/orders',
    operation({
      operationId: 'saveOrder',
      tag: 'Orders',
      summary: 'Save (DRAFT), submit (SUBMITTED), process or approve (administrators: SUBMITTED, APPROVED) an order; prices are computed on the server',
      description:
        'Send an Idempotency-Key header (a UUID per save) to retry safely: a retry with the same key and the same body, within 24 hours, answers the order that save wrote ' +
        'with the same status (201 or 200) instead of saving again; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED. Keys belong to the account.',
      access: 'store',
      headers: ZSaveOrderHeaders,
      body: ZRestSaveOrderBody,
      response: { 200: json('The order, updated', ZOrder), 201: json('The order, created', ZOrder) },
      errors: { 400: saveRefused, 404: 'No such order, or not yours to change', 409: saveConflict },
    }),
    async (req, reply) => {
      const { orders } = restContext(app, req).services;
      const { order, created } = await namedAsSent(() => orders.save(callerOf(req), parseInput(ZSaveOrderInput, { ...toSaveOrderInput(req.body), idempotencyKey: req.headers['idempotency-key'] })));
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  // The lists read their page beside the session check (http/require-user.ts besideGate).
  for (const [path, scope, operationId, summary] of [
    ['/api/orders/myorders', 'mine', 'listMyOrders', 'My orders, 25 per page'],
    ['/api/orders/teamorders', 'team', 'listTeamOrders', "My team's orders (accounts of my ERP customer), 25 per page"],
  ] as const) {
    api.get(
      path,
      operation({ operationId, tag: 'Orders', summary, access: { beside: 'store' }, querystring: ZDealerListQuery, response: { 200: orderPage } }),
      async (req, reply) => {
        const ctx = restContext(app, req);
        return sendList(reply, await ctx.besideGate('store', (caller) => ctx.services.orders.dealerList(caller, { ...req.query, scope })));
      },
    );
  }

  api.get(
    '/api/orders/:id',
    operation({ operationId: 'getOrder', tag: 'Orders', summary: 'One order (its owner, a team member or an administrator)', access: 'store', params: ZOrderId, response: { 200: json('The order', ZOrder) } }),
    async (req) => restContext(app, req).services.orders.get(callerOf(req), req.params.id),
  );

  api.delete(
    '/api/orders/:id',
    operation({
      operationId: 'deleteOrder',
      tag: 'Orders',
      summary: 'Delete a Draft or Rejected order (its owner or an administrator)',
      access: 'store',
      params: ZOrderId,
      response: { 200: json('Deleted', ZOrderDeleted) },
      errors: { 409: stateConflict },
    }),
    async (req) => restContext(app, req).services.orders.remove(callerOf(req), req.params.id),
  );

  api.patch(
    '/api/orders/:id',
    operation({
      operationId: 'rejectOrShipOrder',
      tag: 'Orders',
      summary: 'Reject ({reason}) or ship ({shippingAgent, trackingNumber}) an order; a status (REJECTED or Shipped), when sent, says which. Administrators',
      access: 'store',
      params: ZOrderId,
      body: ZOrderPatch,
      response: { 200: json('The order, rejected or shipped', ZOrder) },
      errors: { 409: stateConflict },
    }),
    async (req) => {
      const { orders } = restContext(app, req).services;
      const { id } = req.params;
      const action = req.body;
      return action.status === 'REJECTED' ? orders.reject(callerOf(req), { id, reason: action.reason }) : orders.ship(callerOf(req), { id, shippingAgent: action.shippingAgent, trackingNumber: action.trackingNumber });
    },
  );

  api.get(
    '/api/admin/orders',
    operation({
      operationId: 'listAdminOrders',
      tag: 'Orders',
      summary: 'Every dealer order except drafts and carts (administrators); filter matches the dealer name',
      access: { beside: 'admin' },
      querystring: ZAdminOrdersInput,
      response: { 200: orderPage },
    }),
    async (req, reply) => {
      const ctx = restContext(app, req);
      return sendList(reply, await ctx.besideGate('admin', (caller) => ctx.services.orders.adminList(caller, req.query)));
    },
  );
}
