import type { FastifyInstance } from 'fastify';
import { ZHistoryInput, ZSavePortalPricingInput, ZSaveTierInput, ZUpdateCustomerTiersInput } from '@portal/domain/back-office/back-office-schemas';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';

/** The Pricing page's paths (portal.md §7), for administrators with the pricing permission. */
export function registerPricingAdminRoutes(app: FastifyInstance) {
  app.get('/api/admin/portalpricing', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requirePermission('pricing');
    return ctx.services.pricingAdmin.rules();
  });

  app.post('/api/admin/portalpricing', async (req) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requirePermission('pricing');
    return ctx.services.pricingAdmin.saveRule(actor, parseInput(ZSavePortalPricingInput, req.body ?? {}));
  });

  app.get('/api/admin/customertiers', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requirePermission('pricing');
    return ctx.services.pricingAdmin.tiers();
  });

  app.post('/api/admin/customertiers', async (req) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requirePermission('pricing');
    return ctx.services.pricingAdmin.saveTier(actor, parseInput(ZSaveTierInput, req.body ?? {}));
  });

  app.put('/api/admin/customers', async (req) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requirePermission('pricing');
    return ctx.services.pricingAdmin.updateCustomers(actor, parseInput(ZUpdateCustomerTiersInput, req.body ?? {}));
  });

  app.get('/api/admin/pricing/history', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requirePermission('pricing');
    return ctx.services.pricingAdmin.history(parseInput(ZHistoryInput, req.query ?? {}));
  });
}
