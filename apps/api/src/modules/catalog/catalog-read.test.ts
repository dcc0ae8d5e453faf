import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import os from 'node:os';
import path from 'node:path';
import { getCatalogVersion } from '@portal/db/queries/catalog';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeBcRecords } from '../../test/bc-fixtures';
import { createSampleErp } from '../../adapters/erp/sample-erp';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-catalog-'));
const records = makeBcRecords({ screens: 3 });
const write = (r: typeof records) => {
  // Two partial files, as the built-in sample is split: the adapter merges them.
  writeFileSync(path.join(dir, 'a.bc.json'), JSON.stringify({ items: r.items, priceListLines: r.priceListLines }));
  writeFileSync(
    path.join(dir, 'b.bc.json'),
    JSON.stringify({ bomComponents: r.bomComponents, itemAttributes: r.itemAttributes, itemUnitsOfMeasure: r.itemUnitsOfMeasure }),
  );
};

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
let dealer: Awaited<ReturnType<TestApp['makeUser']>>;
beforeAll(async () => {
  write(records);
  t = await createTestApp({ erp: createSampleErp(dir) });
  admin = await t.makeUser({ ...roles.admin, canManageData: true });
  dealer = await t.makeUser({ ...roles.dealer });
  await importNow();
});
afterAll(() => t.close());

async function importNow() {
  const started = await t.call('GET', '/api/admin/import/items', { token: admin.token });
  expect(started.status).toBe(202);
  await t.app.services.catalog.settled();
  return (await t.call('GET', `/api/admin/import/runs/${started.body.id}`, { token: admin.token })).body;
}

describe('GET /api/bc/items', () => {
  it('answers screen kits and roof kits grouped by category, with BOMs', async () => {
    const res = await t.call('GET', '/api/bc/items', { token: dealer.token });
    expect(res.status).toBe(200);
    const { bcScreenKits, bcRoofKits } = res.body;
    expect(bcScreenKits.items.map((i: { number: string }) => i.number)).toEqual(['SCR-000', 'SCR-001', 'SCR-002', 'SCR-HOUSING']);
    expect(bcScreenKits.items[3]).toMatchObject({ number: 'SCR-HOUSING', displayName: 'Housing', displayName2: '5.5 in', itemCategoryCode: 'SCR-COMP' });
    expect(bcScreenKits.BOMS).toEqual([
      {
        parentId: 'SCR-000',
        description: 'Screen kit 0',
        childItems: [
          { number: 'SCR-HOUSING', description: 'Housing', quantityPer: 1, unitOfMeasureCode: 'EA' },
          { number: 'PART-GUTTER', description: 'Gutter corner', quantityPer: 2, unitOfMeasureCode: 'EA' },
        ],
      },
    ]);
    expect(Object.keys(bcRoofKits)).toEqual(['frame', 'midbeam', 'accbeam', 'xtrabeam', 'blade', 'post', 'addparts', 'motor']);
    expect(bcRoofKits.frame.items.map((i: { number: string }) => i.number)).toEqual(['RF-F-2X8']);
    expect(bcRoofKits.frame.BOMS[0].childItems).toEqual([{ number: 'RF-B', description: 'Blade', quantityPer: 0.5, unitOfMeasureCode: 'HALF' }]);
    expect(bcRoofKits.midbeam.items.map((i: { number: string }) => i.number)).toEqual(['RF-M-2X8']);
    expect(bcRoofKits.accbeam).toEqual({ items: [], BOMS: [] });
  });

  it('answers 304 to the ETag until an import changes the catalog', async () => {
    const first = await t.call('GET', '/api/bc/items', { token: dealer.token });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"catalog-\d+-kits"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.call('GET', '/api/bc/items', { token: dealer.token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // An identical import keeps the version; a changed one moves it.
    await importNow();
    expect((await t.call('GET', '/api/bc/items', { token: dealer.token, headers: { 'if-none-match': etag } })).status).toBe(304);
    const changed = structuredClone(records);
    changed.items.find((i) => i.number === 'SCR-001')!.displayName = 'Screen kit one';
    write(changed);
    const run = await importNow();
    expect(run.counts).toEqual({ inserted: 0, updated: 1, deactivated: 0, unchanged: 10 });
    const fresh = await t.call('GET', '/api/bc/items', { token: dealer.token, headers: { 'if-none-match': etag } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.body.bcScreenKits.items[1].displayName).toBe('Screen kit one');
  });

  it('is for approved accounts with store access', async () => {
    const pending = await t.makeUser({ ...roles.pending });
    expect((await t.call('GET', '/api/bc/items', { token: pending.token })).status).toBe(403);
    expect((await t.call('GET', '/api/bc/items')).status).toBe(401);
    expect((await t.call('GET', '/api/bc/portalItems')).status).toBe(401);
    expect((await t.call('GET', '/api/catalog')).status).toBe(401);
  });
});

describe('GET /api/bc/portalItems', () => {
  it('answers the loose parts with attributes and prices in both groups', async () => {
    const res = await t.call('GET', '/api/bc/portalItems', { token: dealer.token });
    expect(res.status).toBe(200);
    expect(res.body.map((i: { number: string }) => i.number)).toEqual(['PART-GUTTER', 'PART-REMOTE-1']);
    const remote = res.body[1];
    expect(remote.attributes).toEqual([
      { attributeName: 'Channels', attributeValue: '1' },
      { attributeName: 'Color', attributeValue: 'Black' },
    ]);
    expect(remote.prices).toEqual([
      { salesCode: 'CAD', unitOfMeasureCode: 'EA', unitPriceCents: 13950, unitPrice: 139.5 },
      { salesCode: 'USD', unitOfMeasureCode: 'EA', unitPriceCents: 10925, unitPrice: 109.25 },
    ]);
    expect(res.headers.etag).toMatch(/^"catalog-\d+-parts"$/);
  });
});

describe('the catalog snapshot for the store', () => {
  it('gives the whole catalog and the five pricing rules, once per version', async () => {
    const version = await getCatalogVersion(t.db.db);
    const trpc = (input: unknown) =>
      t.app.inject({ url: `/trpc/catalog.snapshot?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { authorization: `Bearer ${dealer.token}` } });
    const full = (await trpc({})).json().result.data;
    expect(full).toMatchObject({ unchanged: false, version });
    expect(full.catalog.items).toHaveLength(records.items.length);
    expect(full.rules).toEqual(
      expect.arrayContaining([
        { name: 'Custom Color Multiplier', method: '*', value: 1.15 },
        { name: 'Cable Track Addition', method: '+', value: 4500 },
      ]),
    );
    expect(full.rules).toHaveLength(5);
    expect((await trpc({ knownVersion: version })).json().result.data).toEqual({ unchanged: true, version });
    const rest = await t.call('GET', '/api/catalog', { token: dealer.token });
    expect(rest.body).toEqual({ version, catalog: full.catalog, rules: full.rules });
    expect((await t.call('GET', '/api/catalog', { token: dealer.token, headers: { 'if-none-match': String(rest.headers.etag) } })).status).toBe(304);
  });
});

describe('the catalog operations in the OpenAPI document', () => {
  const operations = {
    '/api/admin/import/items': 'startItemsImport',
    '/api/admin/import/runs/{id}': 'getImportRun',
    '/api/bc/items': 'getKits',
    '/api/bc/portalItems': 'listPortalItems',
    '/api/catalog': 'getCatalogSnapshot',
  };

  it('lists each with its operationId, the conditional reads with their ETag, If-None-Match and a 304 without a body', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    for (const [path, operationId] of Object.entries(operations)) {
      expect(doc.paths[path].get, path).toMatchObject({ operationId, tags: ['Catalog'], security: [{ bearer: [] }] });
    }
    for (const path of ['/api/bc/items', '/api/bc/portalItems', '/api/catalog']) {
      const { parameters, responses } = doc.paths[path].get;
      expect(parameters, path).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-none-match', required: false }));
      expect(Object.keys(responses['200'].headers), path).toEqual(['ETag', 'Cache-Control']);
      expect(responses['304'].content, path).toBeUndefined();
      expect(Object.keys(responses).sort(), path).toEqual(['200', '304', '400', '401', '403']);
    }
    expect(doc.paths['/api/bc/portalItems'].get.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/PortalItem' },
    });
    expect(doc.paths['/api/bc/items'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/KitCatalog' });
    const started = doc.paths['/api/admin/import/items'].get;
    expect(started.responses['202']).toMatchObject({
      headers: { Location: expect.anything() },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ImportRun' } } },
    });
    expect(started.responses['409'].description).toContain('IMPORT_RUNNING');
    expect(started.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'full', required: false, schema: { type: 'boolean' } })]);

    const { PortalItem, PortalItemPrice, KitBom, ImportRun } = doc.components.schemas;
    expect(PortalItem).toMatchObject({
      additionalProperties: false,
      required: ['id', 'number', 'displayName', 'displayName2', 'itemCategoryCode', 'baseUnitOfMeasureCode', 'attributes', 'prices'],
    });
    expect(PortalItem.properties.displayName2.type).toEqual(['string', 'null']);
    expect(PortalItemPrice.properties.unitPriceCents.type).toBe('integer');
    expect(PortalItemPrice.properties.unitPrice.type).toBe('number');
    expect(KitBom.required).toEqual(['parentId', 'description', 'childItems']);
    expect(ImportRun.properties.startedAt).toMatchObject({ type: 'string', format: 'date-time' });
  });

  it('sends bodies the document describes, field for field (the catalog reads are serialized once, past the route serializer)', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    const matches = (component: string, body: unknown) => {
      const validate = ajv.getSchema(`openapi#/components/schemas/${component}`)!;
      expect(validate(body) ? [] : validate.errors, component).toEqual([]);
    };
    const kits = await t.call('GET', '/api/bc/items', { token: dealer.token });
    expect(kits.headers['content-type']).toBe('application/json; charset=utf-8');
    matches('KitCatalog', kits.body);
    const parts = await t.call('GET', '/api/bc/portalItems', { token: dealer.token });
    expect(parts.body.length).toBeGreaterThan(0);
    for (const part of parts.body) matches('PortalItem', part);
    matches('CatalogSnapshot', (await t.call('GET', '/api/catalog', { token: dealer.token })).body);
    matches('ImportRun', await importNow());
  });
});

describe('GET /api/bc/customers (portal.md §6)', () => {
  it('lists every customer for administrators', async () => {
    const res = await t.call('GET', '/api/bc/customers', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { bc_customer_id: string }) => c.bc_customer_id).sort()).toEqual(['000', 'C10000', 'C10010', 'C10020', 'C20000', 'C20010']);
    expect(res.body.find((c: { bc_customer_id: string }) => c.bc_customer_id === 'C20000')).toMatchObject({
      bc_customer_priceGroup: 'CAD',
      bc_customer_tierName: 'Platinum',
    });
  });

  it('lists only sender/receiver customers, by name, for corporation users (internal dealers C10000, C20000 hidden)', async () => {
    const corporate = await t.makeUser({ ...roles.dealer, isCorporation: true });
    const res = await t.call('GET', '/api/bc/customers', { token: corporate.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ bc_customer_id: 'C10010', bc_customer_displayName: 'Sunset Patio Co.', isSenderReceiver: true }]);
    const trpc = await t.app.inject({ url: '/trpc/customers.transferParties', headers: { authorization: `Bearer ${corporate.token}` } });
    expect(trpc.json().result.data).toEqual(res.body);
    expect((await t.app.inject({ url: '/trpc/customers.list', headers: { authorization: `Bearer ${corporate.token}` } })).statusCode).toBe(403);
  });

  it('refuses dealers', async () => {
    const res = await t.call('GET', '/api/bc/customers', { token: dealer.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Administrators and corporation users only');
    expect((await t.app.inject({ url: '/trpc/customers.transferParties', headers: { authorization: `Bearer ${dealer.token}` } })).statusCode).toBe(403);
  });
});
