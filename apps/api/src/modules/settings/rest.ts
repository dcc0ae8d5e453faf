import type { FastifyInstance } from 'fastify';
import { ZUpdateSettingsInput } from '@portal/domain/back-office/back-office-schemas';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';

/** GET for any signed-in account (the web hides the Adjustments tabs by it); PUT for super admins. */
export function registerSettingsRoutes(app: FastifyInstance) {
  app.get('/api/admin/settings', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requireUser('signedIn');
    return ctx.services.settings.get();
  });

  app.put('/api/admin/settings', async (req) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requireUser('superAdmin');
    return ctx.services.settings.update(actor, parseInput(ZUpdateSettingsInput, req.body ?? {}));
  });
}
