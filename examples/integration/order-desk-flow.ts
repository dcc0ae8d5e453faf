// The order desk: the store's lead-time table and today, the promise the approval fixed, a line
// moved into production, the promise moved later with a reason (the dealer is mailed), what the
// dealer reads of it, and the administrators' list of late orders.
import { expect, fail, type Portal } from './portal-client.js';
import type { ApprovedOrder } from './order-flow.js';

export async function orderDeskFlow(dealer: Portal, admin: Portal, order: ApprovedOrder): Promise<void> {
  const table = await dealer.GET('/api/lead-times');
  if (table.error) fail('read the lead times', table.error, table.response);
  expect(/^\d{4}-\d\d-\d\d$/.test(table.data.today), "today is a calendar day in the portal's time zone");
  expect(order.promisedShipDate !== null && order.promisedShipDate >= table.data.today, 'the approval fixed a promise from today on');
  const { kinds } = table.data;
  console.log(`lead times: screens ${kinds.screens}, roofs ${kinds.roofs}, parts ${kinds.parts} working days; promised ${order.promisedShipDate}`);

  const [screen] = order.screens;
  if (!screen) throw new Error('the approved order has no screen');
  const moved = await admin.PATCH('/api/admin/orders/{id}/lines/{lineId}', {
    params: { path: { id: order._id, lineId: screen.screenId } },
    body: { productionStatus: 'In production' },
  });
  if (moved.error) fail('move a line into production', moved.error, moved.response);
  const back = await admin.PATCH('/api/admin/orders/{id}/lines/{lineId}', {
    params: { path: { id: order._id, lineId: screen.screenId } },
    body: { productionStatus: 'Confirmed' },
  });
  expect(
    back.error?.code === 'INVALID_INPUT' && back.error.fieldErrors?.['reason'] !== undefined,
    'moving a line back without a reason is refused naming reason',
  );

  const later = new Date(`${order.promisedShipDate}T00:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 7);
  const promise = await admin.PATCH('/api/admin/orders/{id}', {
    params: { path: { id: order._id } },
    body: { promisedShipDate: later.toISOString().slice(0, 10), reason: 'Fabric arrives a week late' },
  });
  if (promise.error) fail('move the promise', promise.error, promise.response);

  const seen = await dealer.GET('/api/orders/{id}', { params: { path: { id: order._id } } });
  if (seen.error) fail('read the order', seen.error, seen.response);
  expect(seen.data.screens[0]?.productionStatus === 'In production', "the dealer reads the line's production status");
  expect(seen.data.promisedShipDate === promise.data.promisedShipDate, 'the dealer reads the new promise');
  const late = await admin.GET('/api/admin/orders', { params: { query: { late: true } } });
  if (late.error) fail('list late orders', late.error, late.response);
  expect(!late.data.items.some((o) => o._id === order._id), 'an order promised from today on is not late');
  console.log(`order desk: ${screen.screenName} In production; promised ${seen.data.promisedShipDate}; ${late.data.total} late orders`);
}
