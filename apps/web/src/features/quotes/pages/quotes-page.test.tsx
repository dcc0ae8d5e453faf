import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOrderCopy } from '@portal/domain/orders/order-copy';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { makeOrder } from '../../../test/order-factory';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { fakeQuotesApi, makeQuote, makeQuoteSettings } from '../quote-test-kit';
import { QuotesPage } from './quotes-page';

afterEach(() => vi.unstubAllGlobals());

const dealer = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });
const quote = makeQuote({ number: 'Q-000042', customerName: 'Pat Customer', currency: 'CAD', retailTotalCents: 123456 });

const copiedFrom = { _id: quote.orderId!, orderName: quote.orderName, currency: 'USD' as const };
const draft: TOrderCopy = {
  ...makeOrder({ _id: '20000000-0000-4000-8000-000000000077', orderName: 'Copy of Lakeside deck', status: 'DRAFT' }),
  copiedFrom,
  copiedLines: [{ section: 'screens', name: 'Screen 1 (Patio)', oldPrice: 851, newPrice: 868, difference: 17 }],
  leftOut: [{ section: 'parts', name: 'Part 1 (Handheld Remote)', reason: 'No longer sold' }],
};

function renderAt(path: string, handlers: Record<string, (input: unknown) => unknown> = {}, items = [quote]) {
  writeSession(dealer);
  const api = fakeQuotesApi({
    'quotes.list': () => ({ items, total: items.length, offset: 0, limit: 20 }),
    'quotes.get': () => quote,
    'quotes.settings': () => makeQuoteSettings(),
    ...handlers,
  });
  const { router } = renderRoutes(
    [
      {
        path: '/quotes/:section?',
        element: (
          <TestEnv>
            <QuotesPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  return { ...api, router };
}

const rowOf = async (number: string) => (await screen.findByRole('button', { name: number })).closest('tr') as HTMLElement;

async function openQuote() {
  fireEvent.click(await screen.findByRole('button', { name: 'Q-000042' }));
  return screen.findByRole('dialog', { name: 'Quote Q-000042 · Pat Customer' });
}

describe('the Quotes page (issue 31)', () => {
  it("lists the team's quotes: number, customer, order, total in the quote's currency, valid until and status", async () => {
    const { inputsOf } = renderAt('/quotes');
    const row = await rowOf('Q-000042');
    expect(within(row).getAllByText('Pat Customer', { exact: false }).length).toBeGreaterThan(0);
    expect(within(row).getByText('Lakeside deck').isConnected).toBe(true);
    expect(within(row).getByText('CA$1,234.56').isConnected).toBe(true);
    expect(within(row).getAllByText('Dec 31, 2099', { exact: false }).length).toBeGreaterThan(0);
    expect(within(row).getByText('Open').isConnected).toBe(true);
    expect(inputsOf('quotes.list')).toEqual([{ offset: 0, limit: 20 }]);
  });

  it('searches once typing stops, from the first page, and keeps the search in the address', async () => {
    const { inputsOf, router } = renderAt('/quotes?page=2');
    await rowOf('Q-000042');
    expect(inputsOf('quotes.list')).toEqual([{ offset: 20, limit: 20 }]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search quotes' }), { target: { value: ' Pat ' } });
    await waitFor(() => expect(inputsOf('quotes.list').at(-1)).toEqual({ q: 'Pat', offset: 0, limit: 20 }));
    expect(router.state.location.search).toBe('?q=Pat');
  });

  it('says so when nothing matches the search', async () => {
    renderAt('/quotes?q=nobody', {}, []);
    expect((await screen.findByText('No quotes match this search.')).isConnected).toBe(true);
  });

  it("opens a quote with each line's retail price beside the dealer's cost and margin, and its actions", async () => {
    renderAt('/quotes');
    const dialog = await openQuote();
    const line = await within(dialog).findByRole('row', { name: /Screen 1: Patio/ });
    // Quantity, retail unit and total, the dealer's cost and margin (the quote's currency).
    expect(within(line).getByText('CA$574.43').isConnected).toBe(true);
    expect(within(line).getByText('CA$1,148.86').isConnected).toBe(true);
    expect(within(line).getByText('CA$851.00').isConnected).toBe(true);
    expect(within(line).getByText('CA$297.86 (25.9 %)').isConnected).toBe(true);
    expect(within(dialog).getByText('Screens 1.35× · Roofs 1.20× · Parts 1.50×').isConnected).toBe(true);
    for (const name of ['PDF of quote Q-000042', 'Won', 'Lost', 'Order again', 'Delete']) {
      expect(within(dialog).getByRole('button', { name }).isConnected).toBe(true);
    }
  });

  it('marks a quote won, and offers to reopen it once decided', async () => {
    const { inputsOf } = renderAt('/quotes', { 'quotes.update': () => ({ ...quote, status: 'won' }) });
    const dialog = await openQuote();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Won' }));
    expect((await within(dialog).findByRole('button', { name: 'Reopen' })).isConnected).toBe(true);
    expect(inputsOf('quotes.update')).toEqual([{ id: quote._id, patch: { status: 'won' } }]);
  });

  it("orders again after a confirmation, then shows each line's price on the quote beside today's and links the draft", async () => {
    const { inputsOf } = renderAt('/quotes', { 'quotes.order': () => draft });
    fireEvent.click(within(await openQuote()).getByRole('button', { name: 'Order again' }));
    const ask = await screen.findByRole('dialog', { name: 'Order again' });
    expect(inputsOf('quotes.order')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Make the draft' }));
    const made = await screen.findByRole('dialog', { name: 'Draft made' });
    const line = within(made).getByRole('row', { name: /Screen 1 \(Patio\)/ });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Screen 1 (Patio)', '$851.00', '$868.00', '+$17.00']);
    expect(within(made).getByText('Part 1 (Handheld Remote): No longer sold').isConnected).toBe(true);
    expect(within(made).getByRole('link', { name: 'Open the draft' }).getAttribute('href')).toBe(`/store?order=${draft._id}`);
    expect(inputsOf('quotes.order')).toEqual([{ id: quote._id }]);
  });

  it('deletes a quote only once confirmed', async () => {
    const { inputsOf } = renderAt('/quotes', { 'quotes.remove': () => ({ deleted: true }) });
    fireEvent.click(within(await openQuote()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete quote Q-000042?' });
    expect(inputsOf('quotes.remove')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(inputsOf('quotes.remove')).toEqual([{ id: quote._id }]));
  });

  it("shows a salesperson's quote at retail only: no cost, margin or markups", async () => {
    const retailOnly = {
      ...quote,
      markups: null,
      costTotalCents: null,
      lines: quote.lines.map((line) => ({ ...line, costUnitCents: null })),
    };
    renderAt('/quotes', { 'quotes.get': () => retailOnly }, [retailOnly]);
    const dialog = await openQuote();
    const line = await within(dialog).findByRole('row', { name: /Screen 1: Patio/ });
    expect(within(line).getByText('CA$574.43').isConnected).toBe(true);
    expect(within(line).getByText('CA$1,148.86').isConnected).toBe(true);
    expect(within(dialog).queryByRole('columnheader', { name: 'Your cost' })).toBeNull();
    expect(within(dialog).queryByRole('columnheader', { name: 'Margin' })).toBeNull();
    expect(dialog.textContent).not.toMatch(/cost|margin|markup|\d×/i);
    expect(within(dialog).getByRole('button', { name: 'PDF of quote Q-000042' }).isConnected).toBe(true);
  });

  it('sends a user without store access home', async () => {
    writeSession(makeUser({ storeAccess: false }));
    fakeQuotesApi({});
    const { router } = renderRoutes(
      [
        { path: '/quotes/:section?', element: <QuotesPage /> },
        { path: '/', element: <p>Home</p> },
      ],
      '/quotes',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
