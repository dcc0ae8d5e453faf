import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogVersion, insertImportRun, loadCatalog } from '@portal/db/queries/catalog';
import { listErpCustomers } from '@portal/db/queries/customers';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { makeBcRecords } from '../../test/bc-fixtures';
import { startBcSimulator, type BcSimulator } from '../../test/bc-simulator';

let sim: BcSimulator;
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
const records = makeBcRecords({ screens: 30 });
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  sim = await startBcSimulator(records);
  t = await createTestApp({ config: sim.config() });
  admin = await t.makeUser({ ...roles.admin, canManageData: true });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** Starts an import through the REST path and polls its run until it is over, as the admin page does. */
async function importItems(query = '') {
  const started = await t.call('GET', `/api/admin/import/items${query}`, { token: admin.token });
  expect(started.status).toBe(202);
  expect(started.body.status).toBe('running');
  expect(started.headers.location).toBe(`/api/admin/import/runs/${started.body.id}`);
  for (;;) {
    const run = await t.call('GET', `/api/admin/import/runs/${started.body.id}`, { token: admin.token });
    expect(run.status).toBe(200);
    if (run.body.status !== 'running') return run.body;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('importing from Business Central', () => {
  it('imports items, prices, BOMs and customers over several pages', async () => {
    const run = await importItems();
    expect(run).toMatchObject({
      status: 'succeeded',
      source: 'business-central',
      mode: 'full',
      errorMessage: null,
      counts: { inserted: 38, updated: 0, deactivated: 0, unchanged: 0 },
    });
    expect(run.progress.items).toEqual({ fetched: 38, total: 38 });
    expect(run.progress.priceListLines).toEqual({ fetched: 76, total: 76 });
    expect(run.entityCounts.customers).toEqual({ inserted: 1, updated: 1, deactivated: 0, unchanged: 1, skipped: 1 });
    expect(sim.requestsTo('items').length).toBe(4);
    expect(await loadCatalog(t.db.db)).toEqual(normalized(catalogFromBusinessCentral(records, today())));
    const customers = await listErpCustomers(t.db.db);
    // The group comes from the customer price group when there is one, else the currency; tiers stay.
    expect(customers.find((c) => c.id === 'C30010')).toMatchObject({ displayName: 'Prairie Patio', priceGroup: 'USD', tierId: null });
    expect(customers.find((c) => c.id === 'C10000')).toMatchObject({ displayName: 'Shade Masters Incorporated', tierName: 'Gold', isSenderReceiver: true });
    expect(customers.find((c) => c.id === 'C30000')).toBeUndefined();
  });

  it('a second identical import asks only for changes and changes nothing', async () => {
    const version = await getCatalogVersion(t.db.db);
    const before = await loadCatalog(t.db.db);
    sim.resetStats();
    const run = await importItems();
    expect(run).toMatchObject({ status: 'succeeded', mode: 'incremental', counts: { inserted: 0, updated: 0, deactivated: 0, unchanged: 38 } });
    expect(run.entityCounts.boms).toEqual({ inserted: 0, updated: 0, deactivated: 0, unchanged: 2 });
    expect(sim.requestsTo('items')[0]?.url).toContain('$filter=lastModifiedDateTime ge 2026-01-10T10:00:00.000Z');
    expect(sim.stats.tokenRequests).toBe(0);
    expect(await getCatalogVersion(t.db.db)).toBe(version);
    expect(await loadCatalog(t.db.db)).toEqual(before);
  });

  it('a 429 then success imports; a change is counted as updated', async () => {
    const next = structuredClone(records);
    const line = next.priceListLines.find((l) => l.assetNo === 'RF-B' && l.sourceNo === 'CAD');
    if (!line) throw new Error('fixture');
    line.unitPrice = 999.99;
    next.items.find((i) => i.number === 'RF-B')!.lastModifiedDateTime = '2026-01-11T09:00:00Z';
    sim.setRecords(next);
    sim.fail({ target: 'items', status: 429, retryAfter: '0' });
    const version = await getCatalogVersion(t.db.db);
    const run = await importItems();
    expect(run).toMatchObject({ status: 'succeeded', counts: { inserted: 0, updated: 1, deactivated: 0, unchanged: 37 } });
    const catalog = await loadCatalog(t.db.db);
    expect(catalog.items.find((i) => i.number === 'RF-B')?.prices).toContainEqual({ salesCode: 'CAD', unitOfMeasureCode: 'EA', unitPriceCents: 99999 });
    expect(await getCatalogVersion(t.db.db)).toBe(version + 1);
  });

  it('a 500 mid-import fails the run with the call that failed and leaves the catalog as it was', async () => {
    const before = await loadCatalog(t.db.db);
    const version = await getCatalogVersion(t.db.db);
    const next = structuredClone(sim.records);
    next.items[0]!.displayName = 'Renamed in the ERP';
    next.items[0]!.lastModifiedDateTime = '2026-01-12T09:00:00Z';
    sim.setRecords(next);
    // Items arrive (and would change), then the BOM page keeps failing past every retry.
    sim.fail({ target: 'bomComponents', status: 500, times: 50 });
    const run = await importItems('?full=true');
    expect(run.status).toBe('failed');
    expect(run.errorMessage).toMatch(
      new RegExp(
        /^GET \/v2\.0\/sim-tenant\/production\/api\/portal\/catalog\/v1\.0\/companies\(.+\)\/bomComponents\?\$count=true failed: /.source +
          /HTTP 500 Internal_ServerError: Something went wrong\.$/.source,
      ),
    );
    expect(await loadCatalog(t.db.db)).toEqual(before);
    expect(await getCatalogVersion(t.db.db)).toBe(version);
    sim.clearFailures();
  });

  it('a database failure while writing rolls the whole import back', async () => {
    const before = await loadCatalog(t.db.db);
    const next = structuredClone(sim.records);
    next.items.push({ ...next.items[0]!, id: 'new', number: 'SCR-NEW', lastModifiedDateTime: '2026-01-13T09:00:00Z' });
    // Items are written first; this price (beyond an integer of cents) then fails the write.
    next.priceListLines.push({ ...next.priceListLines[0]!, assetNo: 'SCR-NEW', unitPrice: 50_000_000 });
    sim.setRecords(next);
    const run = await importItems('?full=true');
    expect(run).toMatchObject({ status: 'failed', errorMessage: 'The import failed unexpectedly; the catalog was not changed (see the server log)' });
    expect(await loadCatalog(t.db.db)).toEqual(before);
  });

  it('never deletes items: missing or blocked ones become inactive (full import)', async () => {
    const next = structuredClone(records);
    next.items = next.items.filter((i) => i.number !== 'SCR-029');
    next.items.find((i) => i.number === 'SCR-028')!.blocked = true;
    next.bomComponents = next.bomComponents.filter((c) => c.parentItemNo !== 'RF-F-2X8');
    sim.setRecords(next);
    const run = await importItems('?full=true');
    expect(run).toMatchObject({ status: 'succeeded', mode: 'full' });
    expect(run.counts.deactivated).toBe(2);
    expect(run.entityCounts.boms.deactivated).toBe(1);
    const catalog = await loadCatalog(t.db.db);
    expect(catalog.items).toHaveLength(38);
    expect(
      catalog.items
        .filter((i) => !i.active)
        .map((i) => i.number)
        .sort(),
    ).toEqual(['SCR-028', 'SCR-029']);
    expect(catalog.boms.map((b) => b.parentItemNo)).toEqual(['SCR-000']);
    // And once more: nothing left to change, the inactive items stay (unchanged).
    const again = await importItems('?full=true');
    expect(again.counts).toEqual({ inserted: 0, updated: 0, deactivated: 0, unchanged: 38 });
  });

  it('is for administrators only, and names bad parameters', async () => {
    const dealer = await t.makeUser({ ...roles.dealer });
    expect((await t.call('GET', '/api/admin/import/items', { token: dealer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/import/items')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/import/runs/7b0e8c5e-4a7e-4a57-9d43-000000000000', { token: dealer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/import/runs/7b0e8c5e-4a7e-4a57-9d43-000000000000', { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', '/api/admin/import/runs/nope', { token: admin.token })).status).toBe(400);
    const bad = await t.call('GET', '/api/admin/import/items?full=maybe', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.full).toBe('full must be true or false');
  });

  it('fails a run left running by a stopped process, so imports are not blocked forever', async () => {
    const long = new Date(Date.now() - 60 * 60_000);
    const orphan = await insertImportRun(t.db.db, { kind: 'items', source: 'business-central', mode: 'full', startedAt: long, heartbeatAt: long });
    const run = await importItems();
    expect(run.status).toBe('succeeded');
    const old = await t.call('GET', `/api/admin/import/runs/${orphan!.id}`, { token: admin.token });
    expect(old.body).toMatchObject({ status: 'failed', errorMessage: 'Interrupted: the server stopped while importing' });
  });

  it('runs one import at a time, and speaks tRPC too', async () => {
    sim.setDelay(50);
    const first = await t.app.inject({ method: 'POST', url: '/trpc/catalog.importItems', headers: { authorization: `Bearer ${admin.token}` }, payload: {} });
    expect(first.statusCode).toBe(200);
    const runId = first.json().result.data.id;
    const second = await t.call('GET', '/api/admin/import/items', { token: admin.token });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'IMPORT_RUNNING', message: 'An import is already running; wait for it to finish' });
    await t.app.services.catalog.settled();
    sim.setDelay(2);
    const polled = await t.app.inject({
      url: `/trpc/catalog.importRun?input=${encodeURIComponent(JSON.stringify({ id: runId }))}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(polled.json().result.data).toMatchObject({ id: runId, status: 'succeeded' });
  });
});

/** The stored catalog comes back ordered: items and BOMs by number, prices by group and unit. */
function normalized(catalog: ReturnType<typeof catalogFromBusinessCentral>) {
  const byText =
    <T>(key: (x: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return {
    items: [...catalog.items]
      .sort(byText((i) => i.number))
      .map((i) => ({ ...i, prices: [...i.prices].sort(byText((p) => `${p.salesCode} ${p.unitOfMeasureCode}`)) })),
    boms: [...catalog.boms].sort(byText((b) => b.parentItemNo)),
    unitsOfMeasure: [...catalog.unitsOfMeasure].sort(byText((u) => `${u.itemNo} ${u.code}`)),
  };
}
