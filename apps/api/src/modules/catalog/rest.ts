import type { FastifyInstance } from 'fastify';
import { ZImportRunInput, ZStartImportInput } from '@portal/domain/catalog/catalog-inputs';
import { ZCatalogSnapshot, ZKitCatalog, ZPortalItems } from '@portal/domain/catalog/catalog-view-schemas';
import { ZImportRun } from '@portal/domain/back-office/import-run';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { catalogEtag, notModified, sendWithEtag, withEtag, ZConditionalGetHeaders } from './conditional-get';
import { catalogReadLevel, dataManagementPermission } from './data-management-access';
import { importRunningError, importStarted } from './import-run-view';
import type { CatalogView } from './catalog-bodies';

const forData = 'Administrators with the data management permission (super admins always).';
const forStore = 'Approved accounts with store access.';
const notForData = 'Not an administrator with the data management permission';

/** A conditional catalog read: its declaration, with the If-None-Match header and the 304. */
function catalogRead(spec: { operationId: string; summary: string; description: string; response: ReturnType<typeof withEtag> }) {
  const declared = operation({
    operationId: spec.operationId,
    tag: 'Catalog',
    summary: spec.summary,
    description: `${spec.description} ${forStore} Send the ETag back in If-None-Match: an unchanged catalog answers 304 with no body.`,
    access: catalogReadLevel,
    response: { 200: spec.response, 304: notModified },
    errors: { 403: 'Not approved yet, or without store access' },
  });
  return { ...declared, schema: { ...declared.schema, headers: ZConditionalGetHeaders } };
}

/**
 * The spec's catalog paths (portal.md §7) plus the import run and the whole catalog for the store.
 * Catalog reads answer 304 to the ETag of the current catalog version.
 */
export function registerCatalogRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);

  api.get(
    '/api/admin/import/items',
    operation({
      operationId: 'startItemsImport',
      tag: 'Catalog',
      summary: 'Start an ERP import of items, prices, BOMs and customers; poll the run it answers',
      description: `Runs in the background: answers 202 with the run (status running) and its Location. Incremental (only what changed since the last successful import) when the ERP can filter, unless full=true. ${forData}`,
      access: { permission: dataManagementPermission },
      querystring: ZStartImportInput,
      response: { 202: importStarted },
      errors: { 403: notForData, 409: importRunningError },
    }),
    async (req, reply) => {
      const run = await restContext(app, req).services.catalog.startItemsImport(callerOf(req), req.query);
      return reply.status(202).header('location', `/api/admin/import/runs/${run.id}`).send(run);
    },
  );

  api.get(
    '/api/admin/import/runs/:id',
    operation({
      operationId: 'getImportRun',
      tag: 'Catalog',
      summary: 'An import run: progress while running, counts or the error once over',
      description: `Items and customers imports alike. ${forData}`,
      access: { permission: dataManagementPermission },
      params: ZImportRunInput,
      response: { 200: json('The run', ZImportRun) },
      errors: { 403: notForData, 404: 'No import run has this id' },
    }),
    async (req) => restContext(app, req).services.catalog.importRun(req.params.id),
  );

  const read = (view: CatalogView) => async (req: Parameters<typeof sendWithEtag>[0], reply: Parameters<typeof sendWithEtag>[1]) => {
    const { catalog } = restContext(app, req).services;
    return sendWithEtag(req, reply, catalogEtag(await catalog.catalogVersion(), view), () => catalog.catalogBody(view));
  };

  api.get(
    '/api/bc/items',
    catalogRead({
      operationId: 'getKits',
      summary: 'Screen kits and roof kits by group, with their BOMs',
      description: 'The active items of the categories SCR-… (bcScreenKits) and RF-… (bcRoofKits, by the group word the category names), each group with the bills of materials of its kits.',
      response: withEtag('Screen kits and roof kits', ZKitCatalog),
    }),
    read('kits'),
  );

  api.get(
    '/api/bc/portalItems',
    catalogRead({
      operationId: 'listPortalItems',
      summary: 'Loose parts with their attributes and prices',
      description: 'The active items of the categories PART-…, by number, with prices in both price groups.',
      response: withEtag('The parts', ZPortalItems),
    }),
    read('parts'),
  );

  api.get(
    '/api/catalog',
    catalogRead({
      operationId: 'getCatalogSnapshot',
      summary: 'The whole catalog and the portal pricing rules, for pricing in the browser',
      description: 'Every item (inactive ones too, for old orders), kit and unit of measure, and the portal pricing rules, with the catalog version.',
      response: withEtag('The catalog of this version', ZCatalogSnapshot),
    }),
    read('snapshot'),
  );
}
