import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';
import { catalogEtag, sendWithEtag } from './conditional-get';
import { ZImportRunInput, ZStartImportInput } from './catalog-schemas';
import { catalogReadLevel, dataManagementPermission } from './data-management-access';

/**
 * The spec's catalog paths (portal.md §7) plus the import run and the whole catalog for the store.
 * Catalog reads answer 304 to the ETag of the current catalog version.
 */
export function registerCatalogRoutes(app: FastifyInstance) {
  app.get('/api/admin/import/items', async (req, reply) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requirePermission(dataManagementPermission);
    const run = await ctx.services.catalog.startItemsImport(actor, parseInput(ZStartImportInput, req.query ?? {}));
    return reply.status(202).header('location', `/api/admin/import/runs/${run.id}`).send(run);
  });

  app.get<{ Params: { id: string } }>('/api/admin/import/runs/:id', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requirePermission(dataManagementPermission);
    return ctx.services.catalog.importRun(parseInput(ZImportRunInput, req.params).id);
  });

  app.get('/api/bc/items', async (req, reply) => {
    const ctx = restContext(app, req);
    await ctx.requireUser(catalogReadLevel);
    return sendWithEtag(req, reply, catalogEtag(await ctx.services.catalog.catalogVersion(), 'kits'), () => ctx.services.catalog.kits());
  });

  app.get('/api/bc/portalItems', async (req, reply) => {
    const ctx = restContext(app, req);
    await ctx.requireUser(catalogReadLevel);
    return sendWithEtag(req, reply, catalogEtag(await ctx.services.catalog.catalogVersion(), 'parts'), () => ctx.services.catalog.portalItems());
  });

  app.get('/api/catalog', async (req, reply) => {
    const ctx = restContext(app, req);
    await ctx.requireUser(catalogReadLevel);
    return sendWithEtag(req, reply, catalogEtag(await ctx.services.catalog.catalogVersion(), 'snapshot'), () => ctx.services.catalog.snapshot());
  });
}
