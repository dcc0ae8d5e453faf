// Quick entry: the dealer sends lines as a spreadsheet exports them (item number, quantity,
// options), reads back the part lines priced at its prices and each line refused with its reason,
// then saves the added lines in a draft, which prices them the same, and deletes the draft.
import { randomUUID } from 'node:crypto';
import { expect, fail, type Portal } from './portal-client.js';

export async function quickEntryFlow(dealer: Portal): Promise<void> {
  const items = await dealer.GET('/api/bc/portalItems');
  if (items.error) fail('list portal items', items.error, items.response);
  const item = items.data.find((i) => i.number.length > 0);
  if (!item) throw new Error('the catalog has no portal items');

  const lines = ['item number,quantity,options', `${item.number},2`, 'NO-SUCH-ITEM,1', `${item.number},1`].join('\n');
  const entry = await dealer.POST('/api/store/quick-entry', { body: { lines } });
  if (entry.error) fail('quick entry', entry.error, entry.response);
  const [added] = entry.data.added;
  expect(entry.data.added.length === 1 && added !== undefined, 'one line for the item, its two lines added up');
  expect(added.quantity === 3 && added.lines.join() === '2,4', 'the lines of one item add up');
  expect(added.totalCents === added.priceCents * 3, 'the line is priced in exact cents');
  const [refused] = entry.data.refused;
  expect(entry.data.refused.length === 1 && refused?.line === 3, 'the unknown item is refused, named by its line');
  console.log(`quick entry: ${added.number} × ${added.quantity} at ${added.price.toFixed(2)}; line ${refused.line} refused: ${refused.reason}`);

  const tooMany = await dealer.POST('/api/store/quick-entry', { body: { lines: Array.from({ length: 501 }, () => `${item.number},1`).join('\n') } });
  expect(tooMany.error?.code === 'INVALID_INPUT' && tooMany.error.fieldErrors?.['lines'] !== undefined, 'more than 500 lines are refused naming lines');

  // The lines added go into an order as any part line does: the save prices them again, the same.
  const saved = await dealer.POST('/api/orders', {
    params: { header: { 'idempotency-key': randomUUID() } },
    body: { status: 'DRAFT', orderName: 'Quick entry example', cart: { parts: entry.data.added.map((l) => ({ number: l.number, quantity: l.quantity })) } },
  });
  if (saved.error) fail('save the quick entry lines', saved.error, saved.response);
  expect(saved.data.parts[0]?.totalCents === added.totalCents, 'the saved order prices the line as quick entry did');
  const deleted = await dealer.DELETE('/api/orders/{id}', { params: { path: { id: saved.data._id } } });
  if (deleted.error) fail('delete the quick entry draft', deleted.error, deleted.response);
}
