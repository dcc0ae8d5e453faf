import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../test-db';
import { listErpCustomers } from '../queries/customers';
import { seedSampleCustomers } from './sample-customers';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.migrate();
});
afterAll(() => handle.close());

describe('sample customers', () => {
  it('seeds USD and CAD customers with tiers, once', async () => {
    await seedSampleCustomers(handle.db);
    await seedSampleCustomers(handle.db);
    const customers = await listErpCustomers(handle.db);
    expect(customers).toHaveLength(6);
    expect(customers.find((c) => c.id === 'C10000')).toMatchObject({
      displayName: 'Shade Masters Inc.',
      priceGroup: 'USD',
      tierName: 'Gold',
      tierRate: 0.85,
      isSenderReceiver: true,
    });
    expect(customers.find((c) => c.id === 'C20000')).toMatchObject({ priceGroup: 'CAD', tierName: 'Platinum', tierRate: 0.8 });
    expect(new Set(customers.map((c) => c.priceGroup))).toEqual(new Set(['USD', 'CAD']));
  });
});
