import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZAdminOrdersInput, ZDealerOrdersInput, ZOrderId, ZRejectOrderInput, ZSaveOrderInput, ZShipOrderInput } from '@portal/domain/orders/order-schemas';
import { toSaveOrderInput, ZOrderPatch, ZRestSaveOrderBody } from '@portal/domain/orders/rest-order-body';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';
import { createBodySender } from '../../http/reused-body-buffers';
import { orderListBodyParts, type SerializedOrderList } from './order-list-body';


/** /api/orders and /api/admin/orders (portal.md §7): the same services as the tRPC router. */
export function registerOrderRoutes(app: FastifyInstance) {
  const sendBody = createBodySender();
  /** A list page as JSON, its rows as stored (no parse and re-serialization per request). */
  const sendList = (reply: FastifyReply, list: SerializedOrderList) => sendBody(reply.type('application/json; charset=utf-8'), orderListBodyParts(list));
  app.get('/api/orders/generateOrderId', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requireUser('store');
    return ctx.services.orders.generateId();
  });

  app.post('/api/orders', async (req, reply) => {
    const ctx = restContext(app, req);
    const user = await ctx.requireUser('store');
    const input = parseInput(ZSaveOrderInput, toSaveOrderInput(parseInput(ZRestSaveOrderBody, req.body)));
    const { order, created } = await ctx.services.orders.save(user, input);
    return reply.status(created ? 201 : 200).send(order);
  });

  // The lists read their page beside the session check (http/require-user.ts besideGate).
  for (const [path, scope] of [['/api/orders/myorders', 'mine'], ['/api/orders/teamorders', 'team']] as const) {
    app.get(path, async (req, reply) => {
      const ctx = restContext(app, req);
      const list = await ctx.besideGate('store', (caller) => ctx.services.orders.dealerList(caller, parseInput(ZDealerOrdersInput, { ...(req.query as object), scope })));
      return sendList(reply, list);
    });
  }

  app.get<{ Params: { id: string } }>('/api/orders/:id', async (req) => {
    const ctx = restContext(app, req);
    const user = await ctx.requireUser('store');
    return ctx.services.orders.get(user, parseInput(ZOrderId, req.params).id);
  });

  app.delete<{ Params: { id: string } }>('/api/orders/:id', async (req) => {
    const ctx = restContext(app, req);
    const user = await ctx.requireUser('store');
    return ctx.services.orders.remove(user, parseInput(ZOrderId, req.params).id);
  });

  app.patch<{ Params: { id: string } }>('/api/orders/:id', async (req) => {
    const ctx = restContext(app, req);
    const user = await ctx.requireUser('store');
    const intent = parseInput(ZOrderPatch, req.body);
    const body = { ...(req.body as object), id: req.params.id };
    return intent === 'REJECTED'
      ? ctx.services.orders.reject(user, parseInput(ZRejectOrderInput, body))
      : ctx.services.orders.ship(user, parseInput(ZShipOrderInput, body));
  });

  app.get('/api/admin/orders', async (req, reply) => {
    const ctx = restContext(app, req);
    return sendList(reply, await ctx.besideGate('admin', (caller) => ctx.services.orders.adminList(caller, parseInput(ZAdminOrdersInput, req.query))));
  });
}
