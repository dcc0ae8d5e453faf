import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexCatalog } from '@portal/domain/catalog/catalog-index';
import { pricingContextFor } from '@portal/domain/catalog/sample/sample-context';
import { formatMoney } from '@portal/domain/money/money';
import { pricePart } from '@portal/domain/pricing/parts/part-price';
import { retailPriceNote } from '../components/retail-price-note';
import { makeSalesperson, pricelessPartsSnapshot, retailPartLine } from '../retail-test-kit';
import { addRemote, partsSnapshot, renderDealerStore } from './store-page-test-kit';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 1 };

/** pricing.quote for a salesperson: each part at $71.23 (a retail price no browser could compute from a price-less catalog). */
function retailQuote(input: unknown) {
  const { parts } = input as { parts: { quantity: number }[] };
  const lines = parts.map((p) => retailPartLine('PT-RMT-5-WHT', 7123, p.quantity));
  const partsTotal = lines.reduce((sum, l) => sum + (l.ok ? l.quote.totalCents : 0), 0);
  return { screens: [], roofs: [], parts: lines, totals: { screensTotal: 0, roofsTotal: 0, partsTotal, totalPrice: partsTotal }, problems: [] };
}

const partsInCart = () => screen.getByRole('region', { name: 'Parts' });

describe("a salesperson's store shows the server's retail prices (issue 32)", () => {
  it('prices the cart with pricing.quote, asked for its lines, and never shows a price computed in the browser', async () => {
    const calls = renderDealerStore({ 'catalog.snapshot': () => pricelessPartsSnapshot, 'pricing.quote': retailQuote }, makeSalesperson());
    fireEvent.click(await screen.findByRole('tab', { name: 'Parts & Extras' }));
    // The tab shown: the screen form, opened first, stays mounted and hidden, saying the same.
    const parts = await screen.findByRole('tabpanel', { name: 'Parts & Extras' });
    expect((await within(parts).findByText(retailPriceNote)).isConnected).toBe(true);
    expect(screen.queryByText(/ each$/)).toBeNull();

    await addRemote();
    expect((await within(partsInCart()).findAllByText('$71.23')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('cart-total').textContent).toBe('$71.23');
    expect(within(partsInCart()).queryByText('$0.00')).toBeNull();
    expect(calls.filter((c) => c.path === 'pricing.quote').map((c) => c.input)).toEqual([{ screens: [], roofs: [], parts: [remote] }]);

    // A changed line is asked for again: the cart shows the new answer.
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of part 1' }), { target: { value: '2' } });
    expect((await within(partsInCart()).findAllByText('$142.46')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('cart-total').textContent).toBe('$142.46');
    expect(calls.filter((c) => c.path === 'pricing.quote').at(-1)?.input).toEqual({ screens: [], roofs: [], parts: [{ ...remote, quantity: 2 }] });
  });
});

describe("a buyer's store prices in the browser", () => {
  it('shows the price the browser computes from the catalog, and never asks pricing.quote', async () => {
    const calls = renderDealerStore();
    fireEvent.click(await screen.findByRole('tab', { name: 'Parts & Extras' }));
    const priced = pricePart(pricingContextFor(indexCatalog(partsSnapshot.catalog)), remote);
    if (!priced.ok) throw new Error(priced.message);
    const price = formatMoney(priced.quote.totalCents, 'USD');

    await addRemote();
    expect((await within(partsInCart()).findAllByText(price)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('cart-total').textContent).toBe(price);
    expect(price).not.toBe('$0.00');
    expect(screen.queryByText(retailPriceNote)).toBeNull();
    expect(calls.some((c) => c.path === 'pricing.quote')).toBe(false);
  });
});
