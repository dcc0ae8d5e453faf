import type { FastifyInstance } from 'fastify';
import { restContext } from '../../http/rest-context';

/** The legacy roof price call (portal.md §7): body roof (kits and multiplier are ignored). */
export function registerPricingRoutes(app: FastifyInstance) {
  app.post('/api/orders/getorderprices', async (req) => {
    const ctx = restContext(app, req);
    const user = await ctx.requireUser('store');
    return ctx.services.pricing.legacyRoofPrice(user, req.body);
  });
}
