import type { FastifyInstance } from 'fastify';
import { restContext } from '../../http/rest-context';

/** GET /api/bc/customers: all ERP customers for administrators, sender/receiver customers for corporation users. */
export function registerCustomerRoutes(app: FastifyInstance) {
  app.get('/api/bc/customers', async (req) => {
    const ctx = restContext(app, req);
    const user = await ctx.requireUser('store');
    return ctx.services.customers.list(user);
  });
}
