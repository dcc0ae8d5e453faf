import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { makeOrder, makeScreenLine } from '../../../test/order-factory';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { fakeQuotesApi, makeQuote, makeQuoteSettings } from '../quote-test-kit';
import { MakeQuoteButton } from './make-quote-button';

afterEach(() => vi.unstubAllGlobals());

const lines = { screens: [makeScreenLine('Patio', makeScreenConfig())] };
const orders = [makeOrder({ orderName: 'Backyard', ...lines }), makeOrder({ orderName: 'Lakeside', ...lines }), makeOrder({ orderName: 'Empty draft' })];
const made = makeQuote({ number: 'Q-000007', orderId: orders[1]!._id });

function renderRows(settings = makeQuoteSettings(), user = makeUser({ storeAccess: true })) {
  writeSession(user);
  const api = fakeQuotesApi({ 'quotes.settings': () => settings, 'quotes.create': () => made });
  renderRoutes(
    [
      {
        path: '/account/orders',
        element: (
          <TestEnv>
            {orders.map((order) => (
              <MakeQuoteButton key={order._id} order={order} />
            ))}
          </TestEnv>
        ),
      },
    ],
    '/account/orders',
  );
  return api;
}

async function openFor(orderName: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Quote ${orderName}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Make a quote' });
  await within(dialog).findByRole('textbox', { name: /Customer name/ });
  return dialog;
}

describe('Make a quote from an order row (issue 31)', () => {
  it('offers it on orders with lines only', async () => {
    renderRows();
    await screen.findByRole('button', { name: 'Quote Backyard' });
    expect(screen.queryByRole('button', { name: 'Quote Empty draft' })).toBeNull();
  });

  it("sends the chosen order's id with the customer, the validity and the markups from the settings, then offers the PDF", async () => {
    const { inputsOf } = renderRows();
    const dialog = await openFor('Lakeside');
    expect(dialog.textContent).toContain('Lakeside');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer name/ }), { target: { value: 'Pat Customer' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), { target: { value: 'Installation included' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the quote' }));
    await waitFor(() => expect(inputsOf('quotes.create')).toHaveLength(1));
    const sent = inputsOf('quotes.create')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      orderId: orders[1]!._id,
      customerName: 'Pat Customer',
      notes: 'Installation included',
      markups: { screens: 1.35, roofs: 1.2, parts: 1.5 },
    });
    expect(sent.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent).not.toHaveProperty('allowBelowCost');
    const done = await screen.findByRole('dialog', { name: 'Quote Q-000007 made' });
    expect(within(done).getByRole('button', { name: 'PDF of quote Q-000007' }).isConnected).toBe(true);
    expect(within(done).getByRole('link', { name: 'Open in Quotes' }).getAttribute('href')).toBe(`/quotes?quote=${made._id}`);
  });

  it('requires the customer name and sends nothing without it', async () => {
    const { inputsOf } = renderRows();
    const dialog = await openFor('Backyard');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the quote' }));
    expect((await within(dialog).findByText('customerName is required')).isConnected).toBe(true);
    expect(inputsOf('quotes.create')).toEqual([]);
  });

  it('asks before a markup below 1×, then sends allowBelowCost: true', async () => {
    const { inputsOf } = renderRows();
    const dialog = await openFor('Backyard');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer name/ }), { target: { value: 'Pat Customer' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Parts' }), { target: { value: '0.8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the quote' }));
    const ask = await screen.findByRole('dialog', { name: 'Below your cost' });
    expect(ask.textContent).toContain('Parts at 0.80× sells under your cost. Make the quote anyway?');
    expect(inputsOf('quotes.create')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Make the quote anyway' }));
    await waitFor(() => expect(inputsOf('quotes.create')).toHaveLength(1));
    expect(inputsOf('quotes.create')[0]).toMatchObject({ orderId: orders[0]!._id, markups: { parts: 0.8 }, allowBelowCost: true });
  });
});

describe("a salesperson's quote (issue 32)", () => {
  it("is made at the team's markups: no markup field, no markups sent", async () => {
    const salesperson = makeUser({ storeAccess: true, teamRole: 'sales' });
    const { inputsOf } = renderRows(makeQuoteSettings({ markups: null }), salesperson);
    const dialog = await openFor('Lakeside');
    expect(within(dialog).queryByRole('textbox', { name: 'Screens' })).toBeNull();
    expect(dialog.textContent).not.toMatch(/markup|cost|\d×/i);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer name/ }), { target: { value: 'Pat Customer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the quote' }));
    const done = await screen.findByRole('dialog', { name: 'Quote Q-000007 made' });
    expect(within(done).getByRole('button', { name: 'PDF of quote Q-000007' }).isConnected).toBe(true);
    expect(inputsOf('quotes.create')).toHaveLength(1);
    expect(inputsOf('quotes.create')[0]).toMatchObject({ orderId: orders[1]!._id, customerName: 'Pat Customer' });
    expect(inputsOf('quotes.create')[0]).not.toHaveProperty('markups');
    expect(inputsOf('quotes.create')[0]).not.toHaveProperty('allowBelowCost');
  });
});
