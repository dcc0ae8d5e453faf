import { bearer, errorResponses, jsonResponse } from '../../openapi/schema';

const etagHeaders = { ETag: { description: 'The catalog version of this view; send it back in If-None-Match', schema: { type: 'string' } } };
const ifNoneMatch = [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }];
const notModified = { '304': { description: 'The catalog has not changed since the ETag sent' } };
const importRun = { $ref: '#/components/schemas/ImportRun' };

export const importRunSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { enum: ['items', 'customers'] },
    status: { enum: ['running', 'succeeded', 'failed'] },
    source: { enum: ['sample', 'business-central'] },
    mode: { enum: ['full', 'incremental'] },
    progress: { type: 'object', additionalProperties: { type: 'object', properties: { fetched: { type: 'integer' }, total: { type: ['integer', 'null'] } } } },
    counts: { type: 'object', properties: { inserted: { type: 'integer' }, updated: { type: 'integer' }, deactivated: { type: 'integer' }, unchanged: { type: 'integer' } } },
    entityCounts: { type: 'object' },
    errorMessage: { type: ['string', 'null'] },
    startedBy: { type: ['string', 'null'] },
    startedAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
};

export const catalogPaths = {
  '/api/admin/import/items': {
    get: {
      summary: 'Start an ERP import of items, prices, BOMs and customers (admins); poll the run it returns',
      security: bearer,
      parameters: [{ name: 'full', in: 'query', required: false, schema: { type: 'boolean' }, description: 'Read everything, not only what changed since the last import (marks items missing from the ERP inactive)' }],
      responses: { '202': jsonResponse('The run, status running', importRun), ...errorResponses, '409': jsonResponse('An import is already running') },
    },
  },
  '/api/admin/import/runs/{id}': {
    get: {
      summary: 'An import run: progress while running, counts or the error once over (admins)',
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: { '200': jsonResponse('The run', importRun), ...errorResponses, '404': jsonResponse('Unknown run') },
    },
  },
  '/api/bc/items': {
    get: {
      summary: 'Screen kits (items, BOMS) and roof kits by group (store access)',
      security: bearer,
      parameters: ifNoneMatch,
      responses: { '200': { ...jsonResponse('bcScreenKits and bcRoofKits'), headers: etagHeaders }, ...notModified, ...errorResponses },
    },
  },
  '/api/bc/portalItems': {
    get: {
      summary: 'Loose parts with attributes and prices (store access)',
      security: bearer,
      parameters: ifNoneMatch,
      responses: { '200': { ...jsonResponse('Parts', { type: 'array' }), headers: etagHeaders }, ...notModified, ...errorResponses },
    },
  },
  '/api/catalog': {
    get: {
      summary: 'The whole catalog and the portal pricing rules, for pricing in the browser (store access)',
      security: bearer,
      parameters: ifNoneMatch,
      responses: { '200': { ...jsonResponse('version, catalog, rules'), headers: etagHeaders }, ...notModified, ...errorResponses },
    },
  },
};
