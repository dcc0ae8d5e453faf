import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '@portal/db/queries/catalog';
import { listErpCustomers } from '@portal/db/queries/customers';
import { sampleCustomers } from '@portal/db/seed/sample-customers';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { createSampleErp } from '../../adapters/erp/sample-erp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the built-in sample ERP (no BC_* configuration)', () => {
  it('imports the sample files into the catalog loadCatalog returns', async () => {
    const admin = await t.makeUser({ ...roles.admin, canManageData: true });
    const started = await t.call('GET', '/api/admin/import/items', { token: admin.token });
    expect(started.body).toMatchObject({ source: 'sample', mode: 'full', status: 'running' });
    await t.app.services.catalog.settled();
    const run = (await t.call('GET', `/api/admin/import/runs/${started.body.id}`, { token: admin.token })).body;
    expect(run.errorMessage).toBeNull();
    expect(run.status).toBe('succeeded');

    const { records } = await createSampleErp().fetchCatalogRecords();
    expect(records.items.length).toBeGreaterThan(0);
    const expected = catalogFromBusinessCentral(records, new Date().toISOString().slice(0, 10));
    const stored = await loadCatalog(t.db.db);
    expect(run.counts.inserted).toBe(new Set(records.items.map((i) => i.number)).size);
    expect(stored.items).toEqual(expect.arrayContaining(expected.items.map((i) => ({ ...i, prices: expect.arrayContaining(i.prices) }))));
    expect(stored.items).toHaveLength(run.counts.inserted);
    expect(stored.boms).toHaveLength(expected.boms.length);

    // The sample customers are the seeded ones: the import finds nothing to change there.
    expect(run.entityCounts.customers).toMatchObject({ inserted: 0, updated: 0, unchanged: sampleCustomers.length, skipped: 0 });
    const customers = await listErpCustomers(t.db.db);
    for (const seeded of sampleCustomers)
      expect(customers.find((c) => c.id === seeded.id)).toMatchObject({ displayName: seeded.displayName, priceGroup: seeded.priceGroup });
  });
});
