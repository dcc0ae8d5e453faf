import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { sampleDay, sampleFamilies } from '@portal/domain/catalog/sample/sample-context';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { StorePage } from './store-page';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const shell = { companyName: 'Example', supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback' };
const snapshot = { unchanged: false, version: 1, catalog: catalogFromBusinessCentral(sampleFamilies.parts, sampleDay), rules: defaultPortalPricingRules };

/** A dealer's empty store, on the Parts tab, with a way to add a remote (jsdom applies no CSS: the phone's summary is in the page). */
async function openStore() {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ storeAccess: true })));
  fakeApi({ 'shell.config': () => shell, 'catalog.snapshot': () => snapshot });
  renderRoutes(
    [
      {
        path: '/store',
        element: (
          <>
            <Notifications />
            <StorePage />
          </>
        ),
      },
    ],
    '/store',
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Parts & Extras' }));
  const card = await screen.findByTestId('part-Handheld Remote');
  const choose = (label: string, option: string) => {
    const input = within(card).getByRole('combobox', { name: label });
    fireEvent.click(input);
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  };
  return () => {
    choose('Channels', '5');
    choose('Color', 'White');
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart: Handheld Remote' }));
  };
}

const summary = () => screen.getByRole('region', { name: 'Cart summary' });

describe('the cart is in reach on a phone (issue 29)', () => {
  it('the summary shows the lines and the total at all times, with Continue disabled while the cart is empty', async () => {
    const addRemote = await openStore();
    expect(within(summary()).getByTestId('cart-summary').textContent).toBe('0 lines · $0.00');
    expect((within(summary()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    addRemote();
    await waitFor(() => expect(within(summary()).getByTestId('cart-summary').textContent).toBe(`1 line · ${screen.getByTestId('cart-total').textContent}`));
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(screen.getByTestId('cart-total').textContent).not.toBe('$0.00');
    expect((within(summary()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('its Continue opens the order dialog, as the cart’s does', async () => {
    const addRemote = await openStore();
    addRemote();
    const go = within(summary()).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(go.disabled).toBe(false));
    fireEvent.click(go);
    expect((await screen.findByRole('dialog')).isConnected).toBe(true);
  });

  it('View cart, in the summary and in the added notice, brings the cart into view and focus', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const addRemote = await openStore();
    const cart = screen.getByRole('region', { name: 'Cart' });
    fireEvent.click(within(summary()).getByRole('button', { name: 'View cart' }));
    expect(document.activeElement).toBe(cart);
    expect(scrolled.mock.contexts.at(-1)).toBe(cart);

    (document.activeElement as HTMLElement).blur();
    addRemote();
    await screen.findByText('Item added to cart');
    const inNotice = screen.getAllByRole('button', { name: 'View cart' }).find((b) => !summary().contains(b));
    fireEvent.click(inNotice as HTMLElement);
    expect(document.activeElement).toBe(cart);
    await waitFor(() => expect(screen.queryByText('Item added to cart')).toBeNull());
  });
});
