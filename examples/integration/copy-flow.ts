// Copying an order: the dealer previews what a copy of its order would make today (nothing is
// saved: each line's old and new price, the lines no longer sold), then copies it into a new
// draft, which holds the lines and totals the preview showed.
import { randomUUID } from 'node:crypto';
import { expect, fail, type Portal, type Schemas } from './portal-client.js';

export async function copyFlow(dealer: Portal, order: Schemas['Order']): Promise<Schemas['OrderCopy']> {
  const path = { id: order._id };
  const preview = await dealer.GET('/api/orders/{id}/copy-preview', { params: { path } });
  if (preview.error) fail('preview the copy', preview.error, preview.response);
  for (const line of preview.data.copiedLines) {
    const change = line.difference === null ? 'another currency' : `${line.difference >= 0 ? '+' : ''}${line.difference.toFixed(2)}`;
    console.log(`  ${line.name}: was ${line.oldPrice.toFixed(2)}, today ${line.newPrice.toFixed(2)} (${change})`);
  }
  for (const line of preview.data.leftOut) console.log(`  left out: ${line.name}: ${line.reason}`);

  const copied = await dealer.POST('/api/orders/{id}/copy', { params: { path, header: { 'idempotency-key': randomUUID() } } });
  if (copied.error) fail('copy the order', copied.error, copied.response);
  const draft = copied.data;
  expect(draft.status === 'DRAFT' && draft._id !== order._id, 'the copy is a new draft');
  expect(JSON.stringify(draft.copiedLines) === JSON.stringify(preview.data.copiedLines), 'the copy holds the lines the preview showed');
  expect(draft.totalsCents.totalPrice === preview.data.totalsCents.totalPrice, 'the copy has the total the preview showed');
  console.log(`copied "${order.orderName}" into "${draft.orderName}" (${draft._id}), total ${draft.totals.totalPrice.toFixed(2)} ${preview.data.currency}`);
  return draft;
}
