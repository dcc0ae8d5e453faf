import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRemote, renderDealerStore } from './store-page-test-kit';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** A dealer's empty store, on the Parts tab (jsdom applies no CSS: the phone's summary is in the page). */
async function openStore() {
  renderDealerStore();
  fireEvent.click(await screen.findByRole('tab', { name: 'Parts & Extras' }));
}

const summary = () => screen.getByRole('region', { name: 'Cart summary' });

describe('the cart is in reach on a phone (issue 29)', () => {
  it('the summary shows the lines and the total at all times, with Continue disabled while the cart is empty', async () => {
    await openStore();
    expect(within(summary()).getByTestId('cart-summary').textContent).toBe('0 lines · $0.00');
    expect((within(summary()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    await addRemote();
    await waitFor(() => expect(within(summary()).getByTestId('cart-summary').textContent).toBe(`1 line · ${screen.getByTestId('cart-total').textContent}`));
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(screen.getByTestId('cart-total').textContent).not.toBe('$0.00');
    expect((within(summary()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('its Continue opens the order dialog, as the cart’s does', async () => {
    await openStore();
    await addRemote();
    const go = within(summary()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(go.disabled).toBe(false));
    fireEvent.click(go);
    expect((await screen.findByRole('dialog')).isConnected).toBe(true);
  });

  it('View cart, in the summary and in the added notice, brings the cart into view and focus', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await openStore();
    const cart = screen.getByRole('region', { name: 'Cart' });
    fireEvent.click(within(summary()).getByRole('button', { name: 'View cart' }));
    expect(document.activeElement).toBe(cart);
    expect(scrolled.mock.contexts.at(-1)).toBe(cart);

    (document.activeElement as HTMLElement).blur();
    await addRemote();
    await screen.findByText('Item added to cart');
    const inNotice = screen.getAllByRole('button', { name: 'View cart' }).find((b) => !summary().contains(b));
    fireEvent.click(inNotice as HTMLElement);
    expect(document.activeElement).toBe(cart);
    await waitFor(() => expect(screen.queryByText('Item added to cart')).toBeNull());
  });
});
