import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipsByHand } from '@portal/domain/erp-sync/erp-sync';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { createSampleErp } from '../../adapters/erp/sample-erp';
import { ErpDataError, type SalesOrderWriter } from '../../adapters/erp/sales-orders';
import type { ErpDocumentReader } from '../../adapters/erp/erp-documents';
import { fullCart, saveInput, trpc } from '../orders/orders-test-kit';

/** Issue 30, point 4: the Ship dialog stays for orders Business Central does not hold; one it holds ships there. */
describe('shipsByHand', () => {
  it('lets staff ship by hand with the sample ERP, and with Business Central only an order it does not hold', () => {
    expect(['not-sent', 'queued', 'sent', 'failed'].map((s) => shipsByHand('sample', s as 'sent'))).toEqual([true, true, true, true]);
    expect(['not-sent', 'queued', 'sent', 'failed'].map((s) => shipsByHand('business-central', s as 'sent'))).toEqual([true, false, false, true]);
  });
});

type User = Awaited<ReturnType<TestApp['makeUser']>>;
const refused = new Set<string>();
/** Business Central, as far as this test goes: it holds every sales order but those whose portal number is refused. */
const writer: SalesOrderWriter = {
  kind: 'business-central',
  push: async (document) => {
    if (refused.has(document.header.externalDocumentNumber)) throw new ErpDataError('Customer C10000 is blocked');
    return {
      id: `so-${document.header.externalDocumentNumber}`,
      number: `1010${document.header.externalDocumentNumber.slice(-2)}`,
      linesMode: 'inline',
      adopted: false,
      linesAdded: document.lines.length,
    };
  },
};
const nothingPosted: ErpDocumentReader = {
  kind: 'business-central',
  shipmentsSince: async () => ({ records: [], skipped: [] }),
  trackingsSince: async () => ({ records: [], skipped: [] }),
  invoicesSince: async () => ({ records: [], skipped: [] }),
  invoicePdf: async () => null,
};

let t: TestApp;
let admin: User;
let dealer: User;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      SAMPLE_CATALOG_ON_START: true,
      ERP_SYNC_POLL_INTERVAL_MS: 50,
      BC_TENANT_ID: 'tenant',
      BC_CLIENT_ID: 'client',
      BC_CLIENT_SECRET: 'secret',
      BC_ENVIRONMENT: 'production',
      BC_COMPANY_ID: '11111111-2222-3333-4444-555555555555',
    },
    erp: createSampleErp(),
    salesOrders: writer,
    erpDocuments: nothingPosted,
  });
  admin = await t.makeUser({ ...roles.admin });
  dealer = await t.makeUser({ ...roles.dealer });
});
afterAll(() => t.close());

async function approved(name: string, refuse = false) {
  const submitted = await trpc(t, dealer.token, 'orders.save', saveInput({ cart: fullCart(), orderName: name, status: 'SUBMITTED' }), 'mutation');
  if (refuse) refused.add(submitted.data.portalNumber);
  await trpc(t, admin.token, 'orders.save', saveInput({ _id: submitted.data._id, cart: fullCart(), orderName: name, status: 'APPROVED' }), 'mutation');
  const id = submitted.data._id as string;
  await expect
    .poll(async () => ((await t.call('GET', `/api/orders/${id}`, { token: admin.token })).body as { erpSync: { status: string } }).erpSync.status)
    .not.toBe('queued');
  return id;
}

describe('with Business Central', () => {
  it('refuses to ship by hand an order Business Central holds, over REST and tRPC, and changes nothing', async () => {
    const id = await approved('Held by Business Central');
    const rest = await t.call('PATCH', `/api/orders/${id}`, { token: admin.token, body: { status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z' } });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ message: 'Business Central ships this order: its shipment comes back by itself' });
    const viaTrpc = await trpc(t, admin.token, 'orders.ship', { id, shippingAgent: 'UPS', trackingNumber: '1Z' }, 'mutation');
    expect(viaTrpc.status).toBe(409);
    expect(((await t.call('GET', `/api/orders/${id}`, { token: admin.token })).body as { status: string }).status).toBe('APPROVED');
    expect(((await t.call('GET', '/api/config')).body as { erp: string }).erp).toBe('business-central');
  });

  it('ships by hand an order whose sales order failed', async () => {
    const id = await approved('Refused by Business Central', true);
    const rest = await t.call('PATCH', `/api/orders/${id}`, { token: admin.token, body: { status: 'Shipped', shippingAgent: 'UPS', trackingNumber: '1Z' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'Shipped', shippingAgent: 'UPS' });
  });
});
