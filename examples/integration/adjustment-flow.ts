// Order adjustments: an administrator turns the feature on (Settings); the dealer opens an
// adjustment of the approved order, asks to reorder its part with a comment and a photo, and
// sends it for review; the administrator finds it and reads it, the ordered lines typed as the
// order's own (no unknown to narrow), and writes the reviewer notes the dealer never sees.
import { expect, examplePng, fail, filesForm, type Portal } from './portal-client.js';
import type { ApprovedOrder } from './order-flow.js';

export async function adjustmentFlow(dealer: Portal, admin: Portal, order: ApprovedOrder): Promise<void> {
  const settings = await admin.PUT('/api/admin/settings', { body: { adjustmentsEnabled: true } });
  if (settings.error) fail('turn order adjustments on', settings.error, settings.response);

  const created = await dealer.POST('/api/orders/{id}/adjustments', { params: { path: { id: order._id } }, body: { description: 'Reorder a part' } });
  if (created.error) fail('open an adjustment', created.error, created.response);
  const adjustment = created.data;
  const partLine = adjustment.parts[0]?.item;
  const roofLine = adjustment.roofs[0]?.item;
  if (!partLine || !roofLine) throw new Error('the adjustment lists no part or roof of the order');
  console.log(`adjustment "${adjustment.description}" (${adjustment.status}) of ${partLine.number} ×${partLine.quantity} and roof "${roofLine.roofName}"`);

  const opened = await dealer.POST('/api/adjustments/{id}/issues', {
    params: { path: { id: adjustment._id } },
    body: { itemType: 'Part', itemId: partLine.partId, issueType: 'Part' },
  });
  if (opened.error) fail('open an issue of the part', opened.error, opened.response);
  const issue = { path: { id: opened.data._id } };

  const reorder = await dealer.PATCH('/api/issues/{id}', {
    params: issue,
    body: { adjustmentType: 'Reorder', description: 'Lost on site', modifications: { Quantity: 1 } },
  });
  if (reorder.error) fail('ask for a reorder', reorder.error, reorder.response);
  console.log(`reorder priced by the server: ${reorder.data.modifications['Price'] ?? 'no price'} ${adjustment.currency}`);

  const commented = await dealer.POST('/api/issues/{id}/comments', { params: issue, body: { text: 'Same part as ordered, please' } });
  if (commented.error) fail('comment on the issue', commented.error, commented.response);
  const attached = await dealer.POST('/api/issues/{id}/attachments', { params: issue, body: { files: [examplePng('part.png')] }, bodySerializer: filesForm });
  if (attached.error) fail('attach a photo', attached.error, attached.response);
  const images = await dealer.GET('/api/issues/{id}/attachments', { params: issue });
  if (images.error) fail("list the issue's images", images.error, images.response);
  expect(images.data.attachments.length === 1, 'the issue holds the photo');

  const sent = await dealer.PATCH('/api/adjustments/{id}', { params: { path: { id: adjustment._id } }, body: { status: 'Awaiting_Reviewer' } });
  if (sent.error) fail('send the adjustment for review', sent.error, sent.response);

  const queue = await admin.GET('/api/admin/adjustments', { params: { query: { status: 'Awaiting_Reviewer' } } });
  if (queue.error) fail('list adjustments awaiting review', queue.error, queue.response);
  expect(
    queue.data.items.some((a) => a._id === adjustment._id),
    'the adjustment awaits review',
  );
  const notes = await admin.PATCH('/api/adjustments/{id}', { params: { path: { id: adjustment._id } }, body: { reviewerNotes: 'Check the stock first' } });
  if (notes.error) fail('write reviewer notes', notes.error, notes.response);
  const reviewed = await admin.GET('/api/adjustments/{id}', { params: { path: { id: adjustment._id } } });
  if (reviewed.error) fail('read the adjustment', reviewed.error, reviewed.response);
  const request = reviewed.data.parts.flatMap((p) => p.issues).find((i) => i._id === opened.data._id);
  if (!request) throw new Error('the reviewer does not see the request');
  console.log(
    `reviewer sees ${request.adjustmentType} of ${request.bcItem?.number ?? '?'} (${request.portalItem?.family ?? 'no family'}), ` +
      `${request.comments.length} comment, ${request.attachments.length} image; notes: ${reviewed.data.reviewerNotes ?? ''}`,
  );

  const dealerView = await dealer.GET('/api/adjustments/{id}', { params: { path: { id: adjustment._id } } });
  if (dealerView.error) fail('read the adjustment as the dealer', dealerView.error, dealerView.response);
  expect(dealerView.data.reviewerNotes === undefined, 'the dealer never receives the reviewer notes');
  const mine = await dealer.GET('/api/adjustments', { params: { query: { scope: 'mine' } } });
  if (mine.error) fail('list my adjustments', mine.error, mine.response);
  console.log(`adjustment ${dealerView.data.status}; ${mine.data.total} in my adjustments`);
}
