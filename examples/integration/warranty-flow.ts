// Warranty requests: the dealer reports a roof's blades on the approved order; a refusal names
// each field (fieldErrors); an administrator takes the request, and both lists show it.
import { expect, fail, type Portal } from './portal-client.js';
import type { ApprovedOrder } from './order-flow.js';

export async function warrantyFlow(dealer: Portal, admin: Portal, order: ApprovedOrder): Promise<void> {
  const roof = order.roofs[0];
  if (!roof) throw new Error('the order has no roof to report');

  // A ticked sub-item needs a comment: 400, fieldErrors naming it, nothing stored.
  const incomplete = await dealer.POST('/api/warranty', {
    body: { order: order._id, warrantyMessage: 'Blades do not close', warrantyItems: [{ itemId: roof.roofId, subItems: ['Blade'], comments: {} }] },
  });
  expect(incomplete.error?.fieldErrors?.['warrantyItems.0.comments.Blade'] !== undefined, 'a sub-item without a comment is named');

  const filed = await dealer.POST('/api/warranty', {
    body: {
      order: order._id,
      warrantyMessage: 'Blades do not close',
      warrantyItems: [{ itemId: roof.roofId, subItems: ['Blade'], comments: { Blade: 'Three blades stay open in the wind' } }],
    },
  });
  if (filed.error) fail('file a warranty request', filed.error, filed.response);
  const request = filed.data;
  console.log(`warranty ${request.warrantyId} filed on "${request.orderName}": ${request.warrantyStatus}, ${request.itemsCount} item`);

  const taken = await admin.PATCH('/api/warranty', { body: { _id: request._id, warrantyStatus: 'In Progress' } });
  if (taken.error) fail('take the warranty request', taken.error, taken.response);
  const queue = await admin.GET('/api/admin/warranties', { params: { query: { status: 'In Progress' } } });
  if (queue.error) fail('list warranty requests in progress', queue.error, queue.response);
  expect(
    queue.data.items.some((w) => w._id === request._id),
    'the request is in the administrators’ list',
  );

  const read = await dealer.GET('/api/warranty/{id}', { params: { path: { id: request._id } } });
  if (read.error) fail('read the warranty request', read.error, read.response);
  const mine = await dealer.GET('/api/warranty/mywarranties', { params: { query: { offset: 0 } } });
  if (mine.error) fail('list my warranty requests', mine.error, mine.response);
  console.log(`warranty ${read.data.warrantyStatus}, ${read.data.history.length} history entries; ${mine.data.total} in my warranty requests`);
}
