// A customer quote: the dealer sets his markups and company block, quotes his customer from an
// order at retail prices (the portal's unit price × the markup, rounded half up to the cent),
// fetches the quote's PDF, and marks it won.
import { expect, fail, type Portal, type Schemas } from './portal-client.js';

export async function quoteFlow(dealer: Portal, order: Schemas['Order']): Promise<Schemas['Quote']> {
  const settings = await dealer.PUT('/api/quotes/settings', {
    body: {
      markups: { screens: 1.35, roofs: 1.25, parts: 1.5 },
      company: { name: 'Example Shades', address: '1 Main St\nSpringfield', phone: '555-0100', email: 'sales@example.com' },
    },
  });
  if (settings.error) fail('save the quote settings', settings.error, settings.response);

  const made = await dealer.POST('/api/quotes', {
    body: { orderId: order._id, customerName: 'Pat Customer', validUntil: '2027-12-31', notes: 'Installation included.' },
  });
  if (made.error) fail('make a quote', made.error, made.response);
  const quote = made.data;
  const markup = { screen: 1.35, roof: 1.25, part: 1.5 };
  for (const line of quote.lines) {
    // The cost is null only for a team's salesperson, who reads retail prices alone; this dealer is a buyer.
    if (line.costUnitCents === null) throw new Error(`${line.title}: a buyer's quote shows its cost`);
    expect(line.retailUnitCents === Math.floor((line.costUnitCents * Math.round(markup[line.kind] * 10_000) + 5_000) / 10_000), `${line.title} at retail`);
  }

  const pdf = await dealer.GET('/api/quotes/{id}/pdf', { params: { path: { id: quote._id } }, parseAs: 'arrayBuffer' });
  if (pdf.error) fail('read the quote PDF', pdf.error, pdf.response);
  expect(Buffer.from(pdf.data).subarray(0, 5).toString() === '%PDF-', 'the quote is a PDF');

  const won = await dealer.PATCH('/api/quotes/{id}', { params: { path: { id: quote._id } }, body: { status: 'won' } });
  if (won.error) fail('mark the quote won', won.error, won.response);
  console.log(`quote ${quote.number} for ${quote.customerName}: ${(quote.retailTotalCents / 100).toFixed(2)} ${quote.currency} retail, ${won.data.status}`);
  return won.data;
}
