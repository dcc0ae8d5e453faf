import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config';
import { makeBcRecords } from '../../../test/bc-fixtures';
import { startBcSimulator, type BcSimulator } from '../../../test/bc-simulator';
import { createErpSource } from '../create-erp-source';
import type { ErpEntity, ErpProgress } from '../erp-source';

let sim: BcSimulator;
const records = makeBcRecords({ screens: 30 });
beforeAll(async () => {
  sim = await startBcSimulator(records);
});
afterAll(() => sim.close());
beforeEach(() => sim.resetStats());

const erp = (overrides = {}) => createErpSource(testConfig(sim.config(overrides)));

describe('Business Central adapter against the simulator', () => {
  it('reads every record set across pages, reporting progress per page', async () => {
    const progress: [ErpEntity, ErpProgress][] = [];
    const { records: got, incremental } = await erp().fetchCatalogRecords({ onProgress: (e, p) => progress.push([e, p]) });
    expect(incremental).toBe(false);
    expect(got.items.map((i) => i.number)).toEqual(records.items.map((i) => i.number));
    expect(got.priceListLines).toHaveLength(records.priceListLines.length);
    expect(got.customerPriceGroups).toEqual(records.customerPriceGroups);
    // 38 items in pages of 10: four pages, each asked for with Prefer: odata.maxpagesize.
    const itemCalls = sim.requestsTo('items');
    expect(itemCalls).toHaveLength(4);
    expect(itemCalls.every((c) => c.prefer === 'odata.maxpagesize=10')).toBe(true);
    expect(progress.filter(([e]) => e === 'items').map(([, p]) => p)).toEqual([
      { fetched: 10, total: 38 },
      { fetched: 20, total: 38 },
      { fetched: 30, total: 38 },
      { fetched: 38, total: 38 },
    ]);
  });

  it('signs in once for many calls and keeps at most 5 requests in flight', async () => {
    const source = erp();
    await source.fetchCatalogRecords();
    await source.fetchCatalogRecords();
    expect(sim.stats.tokenRequests).toBe(1);
    expect(sim.stats.apiRequests).toBeGreaterThan(20);
    // Seven record sets are read at once: the limit, not the lack of work, holds it at 5.
    expect(sim.stats.maxInFlight).toBe(5);
  });

  it('signs in again when Business Central refuses a cached token', async () => {
    const source = erp();
    await source.fetchCatalogRecords();
    sim.revokeTokens();
    const { records: got } = await source.fetchCatalogRecords();
    expect(got.items).toHaveLength(records.items.length);
    expect(sim.stats.tokenRequests).toBe(2);
  });

  it('retries a 429 (Retry-After) and a 500, then succeeds', async () => {
    sim.fail({ target: 'items', status: 429, retryAfter: '0' });
    sim.fail({ target: 'bomComponents', status: 503, times: 2 });
    const { records: got } = await erp().fetchCatalogRecords();
    expect(got.items).toHaveLength(records.items.length);
    expect(got.bomComponents).toHaveLength(records.bomComponents.length);
    expect(sim.requestsTo('items')).toHaveLength(5);
    expect(sim.requestsTo('bomComponents')).toHaveLength(3);
  });

  it('reports the OData error with the call that failed', async () => {
    sim.fail({
      target: 'priceListLines',
      status: 400,
      body: { error: { code: 'BadRequest_ResourceNotFound', message: 'Resource not found for the segment priceListLines.' } },
    });
    await expect(erp().fetchCatalogRecords()).rejects.toThrow(
      new RegExp(
        /^GET \/v2\.0\/sim-tenant\/production\/api\/portal\/catalog\/v1\.0\/companies\([0-9a-f-]+\)\/priceListLines\?\$count=true failed: /.source +
          /HTTP 400 BadRequest_ResourceNotFound: Resource not found for the segment priceListLines\.$/.source,
      ),
    );
  });

  it('gives up after the configured retries, naming the call', async () => {
    sim.fail({ target: 'customers', status: 500, times: 3 });
    await expect(erp({ BC_MAX_RETRIES: 2 }).fetchCatalogRecords()).rejects.toThrow(
      /GET \/v2\.0\/.*\/customers\?\$count=true failed: HTTP 500 Internal_ServerError: Something went wrong\./,
    );
    expect(sim.requestsTo('customers')).toHaveLength(3);
  });

  it('asks only for changes since a watermark, for items and customers', async () => {
    const since = new Date('2026-01-10T10:00:00.000Z');
    const { records: got, incremental } = await erp().fetchCatalogRecords({ since });
    expect(incremental).toBe(true);
    expect(sim.requestsTo('items')[0]?.url).toContain('$filter=lastModifiedDateTime ge 2026-01-10T10:00:00.000Z');
    expect(sim.requestsTo('customers')[0]?.url).toContain('$filter=lastModifiedDateTime ge 2026-01-10T10:00:00.000Z');
    expect(sim.requestsTo('priceListLines')[0]?.url).not.toContain('$filter');
    expect(got.items).toHaveLength(records.items.length);
    const later = await erp().fetchCatalogRecords({ since: new Date('2026-02-01T00:00:00Z') });
    expect(later.records.items).toEqual([]);
    expect(later.records.priceListLines).toHaveLength(records.priceListLines.length);
  });

  it('explains a refused sign-in', async () => {
    await expect(erp({ BC_CLIENT_SECRET: 'wrong' }).fetchCatalogRecords()).rejects.toThrow(
      /^Signing in to Business Central failed \(POST \/sim-tenant\/oauth2\/v2\.0\/token\): HTTP 401 invalid_client: AADSTS7000215/,
    );
    expect(sim.stats.apiRequests).toBe(0);
  });
});
