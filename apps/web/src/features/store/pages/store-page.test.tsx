import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFromBusinessCentral } from '@portal/domain/catalog/from-business-central';
import { sampleDay, sampleFamilies } from '@portal/domain/catalog/sample/sample-context';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { defaultPortalPricingRules } from '@portal/domain/pricing/portal-pricing';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { StorePage } from './store-page';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const shell = { companyName: 'Example', supportEmail: 'support@example.com', supportPhone: '+1 555 0100', feedbackUrl: 'https://example.com/feedback' };
const snapshot = { unchanged: false, version: 1, catalog: catalogFromBusinessCentral(sampleFamilies.parts, sampleDay), rules: defaultPortalPricingRules };

/** A dealer's empty store, the deployment's limits served in shell.config. */
async function openStore(orderLimits: { maxLines: number; maxQuantity: number; maxCopies: number }) {
  localStorage.setItem('userInfo', JSON.stringify(makeUser({ storeAccess: true })));
  const calls = fakeApi({ 'shell.config': () => ({ ...shell, orderLimits: { ...orderLimits, maxValue: 1_000_000 } }), 'catalog.snapshot': () => snapshot });
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
  await waitFor(() => expect(calls.some((c) => c.path === 'shell.config')).toBe(true));
  fireEvent.click(screen.getByRole('tab', { name: 'Parts & Extras' }));
  const card = await screen.findByTestId('part-Handheld Remote');
  const choose = (label: string, option: string) => {
    const input = within(card).getByRole('combobox', { name: label });
    fireEvent.click(input);
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  };
  const addRemote = () => {
    choose('Channels', '5');
    choose('Color', 'White');
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart: Handheld Remote' }));
  };
  const quantity = within(card).getByRole('textbox', { name: 'Quantity of Handheld Remote' }) as HTMLInputElement;
  return { addRemote, quantity };
}

describe('the store keeps to the order limits of shell.config', () => {
  /** The field clamps to the max it has when left: leave it again until the config's max is there. */
  const leaveUntil = async (field: HTMLInputElement, value: string) =>
    waitFor(() => {
      fireEvent.blur(field);
      expect(field.value).toBe(value);
    });

  it('brings a part quantity above the configured most down to it', async () => {
    const { quantity } = await openStore({ maxLines: 150, maxQuantity: 40, maxCopies: 100 });
    fireEvent.change(quantity, { target: { value: '500' } });
    await leaveUntil(quantity, '40');
  });

  it("brings a screen's and a roof's copies above the configured most down to it", async () => {
    await openStore({ maxLines: 150, maxQuantity: 1000, maxCopies: 7 });
    fireEvent.click(screen.getByRole('tab', { name: 'Retractable Screens' }));
    const screenCopies = (await screen.findByRole('textbox', { name: 'Copies' })) as HTMLInputElement;
    fireEvent.change(screenCopies, { target: { value: '50' } });
    await leaveUntil(screenCopies, '7');

    fireEvent.click(screen.getByRole('tab', { name: 'Louvered Roofs' }));
    const roofCopies = (await screen.findByRole('textbox', { name: 'Copies' })) as HTMLInputElement;
    fireEvent.change(roofCopies, { target: { value: '50' } });
    await leaveUntil(roofCopies, '7');
  });

  it('refuses a line past the configured most with the limit message, where the dealer adds it', async () => {
    const { addRemote } = await openStore({ maxLines: 1, maxQuantity: 1000, maxCopies: 100 });
    addRemote();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Quantity of part 1' }).isConnected).toBe(true);

    addRemote();
    expect((await screen.findByText(orderLimitMessages.lines(1, 1))).isConnected).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Quantity of part 2' })).toBeNull();
  });

  it('refuses a copy of a line past the configured most with the limit message', async () => {
    const { addRemote } = await openStore({ maxLines: 1, maxQuantity: 1000, maxCopies: 100 });
    addRemote();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy part 1' }));
    expect((await screen.findByText(orderLimitMessages.lines(1, 1))).isConnected).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Quantity of part 2' })).toBeNull();
  });
});
