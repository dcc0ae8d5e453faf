import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { workbook } from '../../test/workbook';
import { count, eq, sql } from 'drizzle-orm';
import { erpCustomers } from '@portal/db/schema/customers';
import { importRuns } from '@portal/db/schema/catalog';
import { finishImportRun, insertImportRun } from '@portal/db/queries/catalog';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { trpc } from '../orders/orders-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let dataAdmin: User;
let plainAdmin: User;
let superAdmin: User;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  dataAdmin = await t.makeUser({ ...roles.admin, canManageData: true });
  superAdmin = await t.makeUser({ ...roles.superAdmin });
  plainAdmin = await t.makeUser({ ...roles.admin, canManagePricing: true });
});
afterAll(() => t.close());

const uomHeader = ['Item No.', 'Unit of Measure Code', 'Qty. per Unit of Measure'];
const priceHeader = ['Item No.', 'Unit of Measure Code', 'Unit Price USD', 'Unit Price CAD'];
const goodUom = () =>
  workbook(uomHeader, [
    ['PART-100', 'EA', 1],
    ['PART-100', 'BOX', 10],
  ]);
const goodPrices = () =>
  workbook(priceHeader, [
    ['PART-100', 'EA', 2.5, 3.25],
    ['PART-200', 'FT', 4, null],
  ]);

/** A multipart body built by hand: [field name, file name, content]. */
function multipart(files: [string, string, Buffer][]) {
  const boundary = '----portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const [field, filename, content] of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ` +
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function postSheet(files: [string, string, Buffer][], token = dataAdmin.token) {
  const { payload, headers } = multipart(files);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/data/price-sheet', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() as { message: string } };
}

/** A one-entry zip written by hand; `declaredSize` lets the central directory lie about the entry. */
function zipOf(name: string, content: Buffer, declaredSize = content.length): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

describe('who may use Data Management', () => {
  it('refuses every data management call to an admin without the permission', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/import/items'],
      ['GET', '/api/admin/data/portal-items'],
    ] as const) {
      const res = await t.call(method, url, { token: plainAdmin.token });
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'This needs the data management permission' });
    }
    expect(
      (
        await postSheet(
          [
            ['uom', 'uom.xlsx', await goodUom()],
            ['salesprice', 'salesprice.xlsx', await goodPrices()],
          ],
          plainAdmin.token,
        )
      ).status,
    ).toBe(403);
    for (const [path, kind] of [
      ['catalog.importItems', 'mutation'],
      ['dataManagement.portalItems', 'query'],
    ] as const) {
      expect((await trpc(t, plainAdmin.token, path, undefined, kind)).status, path).toBe(403);
    }
  });
});

describe('Import Customers', () => {
  it('is disabled (portal.md §2): refused to every administrator but a super admin, and nothing runs', async () => {
    const customerRuns = async () => (await t.db.db.select({ n: count() }).from(importRuns).where(eq(importRuns.kind, 'customers')))[0]?.n;
    const before = await customerRuns();
    for (const user of [plainAdmin, dataAdmin]) {
      const rest = await t.call('GET', '/api/admin/import/customers', { token: user.token });
      expect(rest.status).toBe(403);
      expect(rest.body).toEqual({ code: 'FORBIDDEN', message: 'Super admins only' });
      expect((await trpc(t, user.token, 'dataManagement.importCustomers', undefined, 'mutation')).status).toBe(403);
    }
    expect(await customerRuns()).toEqual(before);
  });

  it('reads customers and price groups only, reports progress and counts, and keeps tiers', async () => {
    await t.db.db.execute(sql`update erp_customers set display_name = 'Old Name' where id = 'C10020'`);
    const customer = async () => (await t.db.db.select().from(erpCustomers).where(eq(erpCustomers.id, 'C10020')))[0]!;
    const tierBefore = (await customer()).tierId;
    expect(tierBefore).not.toBeNull();
    const started = await trpc(t, superAdmin.token, 'dataManagement.importCustomers', undefined, 'mutation');
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({ kind: 'customers', status: 'running', mode: 'full' });
    await t.app.services.dataManagement.settled();
    const run = await trpc(t, superAdmin.token, 'catalog.importRun', { id: started.data.id });
    expect(run.data).toMatchObject({ status: 'succeeded', counts: { inserted: 0, updated: 1, deactivated: 0, unchanged: 5 } });
    expect(Object.keys(run.data.progress).sort()).toEqual(['customerPriceGroups', 'customers']);
    expect(run.data.progress.customers).toEqual({ fetched: 6, total: 6 });
    expect(run.data.entityCounts.customers).toMatchObject({ updated: 1, skipped: 0 });
    expect(await customer()).toMatchObject({ displayName: 'Desert Shade Supply', tierId: tierBefore });

    const rest = await t.call('GET', '/api/admin/import/customers', { token: superAdmin.token });
    expect(rest.status).toBe(202);
    expect(rest.headers.location).toBe(`/api/admin/import/runs/${rest.body.id}`);
    await t.app.services.dataManagement.settled();
    expect((await t.call('GET', `/api/admin/import/runs/${rest.body.id}`, { token: superAdmin.token })).body).toMatchObject({
      status: 'succeeded',
      counts: { updated: 0, unchanged: 6 },
    });
  });

  it('answers 409 IMPORT_RUNNING while a customers import runs', async () => {
    const running = await insertImportRun(t.db.db, { kind: 'customers', source: 'sample', mode: 'full', startedBy: superAdmin.id });
    try {
      const res = await t.call('GET', '/api/admin/import/customers', { token: superAdmin.token });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'IMPORT_RUNNING', message: 'A customers import is already running; wait for it to finish' });
    } finally {
      await finishImportRun(t.db.db, running!.id, { status: 'failed', errorMessage: 'test' });
    }
  });
});

describe('Portal Items Export', () => {
  it('lists active parts with attributes as text and USD and CAD prices', async () => {
    const res = await trpc(t, dataAdmin.token, 'dataManagement.portalItems');
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    for (const row of res.data) {
      expect(row.itemCategoryCode.toUpperCase().startsWith('PART-')).toBe(true);
      expect(typeof row.attributes).toBe('string');
      expect(Object.keys(row).sort()).toEqual(['attributes', 'cadPrice', 'displayName', 'displayName2', 'itemCategoryCode', 'number', 'usdPrice']);
    }
    expect(res.data.some((r: { usdPrice: number | null; cadPrice: number | null }) => r.usdPrice !== null && r.cadPrice !== null)).toBe(true);
    const rest = await t.call('GET', '/api/admin/data/portal-items', { token: dataAdmin.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(res.data);
  });
});

describe('the data management operations in the OpenAPI document', () => {
  it('lists them with operationIds, the 202 run with its Location, the rows and the multipart upload answered by an .xlsx', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const customers = doc.paths['/api/admin/import/customers'].get;
    expect(customers).toMatchObject({ operationId: 'startCustomersImport', tags: ['Data management'], security: [{ bearer: [] }] });
    expect(customers.responses['202']).toMatchObject({
      headers: { Location: expect.anything() },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ImportRun' } } },
    });
    expect(customers.responses['409'].description).toContain('IMPORT_RUNNING');

    const rows = doc.paths['/api/admin/data/portal-items'].get;
    expect(rows).toMatchObject({ operationId: 'listPortalItemsExport', tags: ['Data management'] });
    expect(rows.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/PortalItemExportRow' },
    });
    const row = doc.components.schemas.PortalItemExportRow;
    expect(row).toMatchObject({
      additionalProperties: false,
      required: ['number', 'displayName', 'displayName2', 'itemCategoryCode', 'attributes', 'usdPrice', 'cadPrice'],
    });
    expect(row.properties.usdPrice.type).toEqual(['number', 'null']);

    const sheet = doc.paths['/api/admin/data/price-sheet'].post;
    expect(sheet).toMatchObject({ operationId: 'generatePriceSheet', tags: ['Data management'], security: [{ bearer: [] }] });
    expect(Object.keys(sheet.requestBody.content)).toEqual(['multipart/form-data']);
    const upload = sheet.requestBody.content['multipart/form-data'].schema;
    expect(upload).toMatchObject({
      type: 'object',
      required: ['uom', 'salesprice'],
      properties: { uom: { type: 'string', format: 'binary' }, salesprice: { type: 'string', format: 'binary' } },
    });
    expect(upload.properties.uom.description).toContain('uom.xlsx');
    expect(upload.properties.salesprice.description).toContain('salesprice.xlsx');
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(sheet.responses['200'].content).toEqual({
      [xlsx]: { schema: expect.objectContaining({ type: 'string', format: 'binary', contentMediaType: xlsx }) },
    });
    expect(Object.keys(sheet.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415']);
  });
});

describe('price-sheet generator', () => {
  it('builds the sales price sheet: one row per item, unit and currency, from 2022-01-01', async () => {
    const res = await postSheet([
      ['uom', 'uom.xlsx', await goodUom()],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="salesprice-sheet.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Sales Prices');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Sales Type',
      'Sales Code',
      'Item No.',
      'Unit of Measure Code',
      'Starting Date',
      'Currency Code',
      'Unit Price',
    ]);
    const rows = [];
    for (let i = 2; i <= sheet.rowCount; i += 1) rows.push((sheet.getRow(i).values as unknown[]).slice(1));
    expect(rows).toHaveLength(5);
    const start = new Date('2022-01-01T00:00:00Z');
    expect(rows).toContainEqual(['Customer Price Group', 'CAD', 'PART-100', 'BOX', start, 'CAD', 32.5]);
    expect(rows).toContainEqual(['Customer Price Group', 'USD', 'PART-100', 'EA', start, 'USD', 2.5]);
    expect(rows).toContainEqual(['Customer Price Group', 'USD', 'PART-200', 'FT', start, 'USD', 4]);
    expect(rows.filter((r) => r[2] === 'PART-200')).toHaveLength(1);
  });

  it('accepts only uom.xlsx and salesprice.xlsx, both', async () => {
    const other = await postSheet([
      ['uom', 'uom.xlsx', await goodUom()],
      ['salesprice', 'prices.xlsx', await goodPrices()],
    ]);
    expect(other.status).toBe(400);
    expect(other.json().message).toBe('Only uom.xlsx and salesprice.xlsx are accepted');
    const twice = await postSheet([
      ['uom', 'uom.xlsx', await goodUom()],
      ['uom', 'uom.xlsx', await goodUom()],
    ]);
    expect(twice.json().message).toBe('Only uom.xlsx and salesprice.xlsx are accepted');
    const one = await postSheet([['uom', 'uom.xlsx', await goodUom()]]);
    expect(one.status).toBe(400);
    expect(one.json().message).toContain('salesprice.xlsx is missing');
    const json = await t.call('POST', '/api/admin/data/price-sheet', { token: dataAdmin.token, body: { uom: 'x' } });
    expect(json.status).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/data/price-sheet',
      headers: { authorization: `Bearer ${dataAdmin.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="uom"; filename="uom.xlsx"\r\n\r\nPK',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Only uom.xlsx and salesprice.xlsx are accepted: the upload could not be read as multipart/form-data');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/admin/data/price-sheet',
      headers: { authorization: `Bearer ${dataAdmin.token}`, 'content-type': 'application/xml' },
      payload: '<uom/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type: send multipart/form-data' });
  });

  it('refuses a file that is not a workbook, and a workbook without the columns, naming them', async () => {
    const notZip = await postSheet([
      ['uom', 'uom.xlsx', Buffer.from('Item No.,Unit of Measure Code\nPART-1,EA\n')],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(notZip.status).toBe(400);
    expect(notZip.json().message).toBe('uom.xlsx is not an .xlsx workbook');
    const wrongColumns = await postSheet([
      ['uom', 'uom.xlsx', await goodUom()],
      ['salesprice', 'salesprice.xlsx', await workbook(['Item No.', 'Price'], [['PART-1', 1]])],
    ]);
    expect(wrongColumns.status).toBe(400);
    expect(wrongColumns.json().message).toBe(
      'salesprice.xlsx is missing the columns Unit of Measure Code, Unit Price USD, Unit Price CAD in row 1 of its first sheet',
    );
    const zipNoSheet = await postSheet([
      ['uom', 'uom.xlsx', zipOf('hello.txt', Buffer.from('hello'))],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(zipNoSheet.status).toBe(400);
    expect(zipNoSheet.json().message).toBe('uom.xlsx has no worksheet');
    const badCell = await postSheet([
      ['uom', 'uom.xlsx', await workbook(uomHeader, [['PART-1', 'EA', 'lots']])],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(badCell.json().message).toBe('uom.xlsx: row 2: Qty. per Unit of Measure must be a number above 0');
  });

  it('refuses a zip bomb before parsing it, whether the directory tells the truth or lies', async () => {
    const zeros = Buffer.alloc(100 * 1024 * 1024);
    const honest = zipOf('xl/worksheets/sheet1.xml', zeros);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const big = await postSheet([
      ['uom', 'uom.xlsx', honest],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(big.status).toBe(413);
    expect(big.json().message).toBe('uom.xlsx expands to more than 50 MB');
    const lying = await postSheet([
      ['uom', 'uom.xlsx', zipOf('xl/worksheets/sheet1.xml', zeros, 1000)],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(lying.status).toBe(400);
    expect(lying.json().message).toBe('uom.xlsx is not a readable .xlsx workbook');
    const ratio = await postSheet([
      ['uom', 'uom.xlsx', zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024))],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(ratio.status).toBe(413);
    expect(ratio.json().message).toBe('uom.xlsx has a part compressed more than 100 to 1 (xl/worksheets/sheet1.xml)');
  });

  it('refuses more rows than the cap and files over 10 MB', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => [`PART-${i}`, 'EA', 1]);
    const many = await postSheet([
      ['uom', 'uom.xlsx', await workbook(uomHeader, rows)],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(many.status).toBe(413);
    expect(many.json().message).toBe('uom.xlsx has more than 50000 rows');
    const huge = await postSheet([
      ['uom', 'uom.xlsx', Buffer.alloc(11 * 1024 * 1024, 1)],
      ['salesprice', 'salesprice.xlsx', await goodPrices()],
    ]);
    expect(huge.status).toBe(413);
    expect(huge.json().message).toBe('Upload at most two files (uom.xlsx and salesprice.xlsx) of 10 MB each');
  });
});
