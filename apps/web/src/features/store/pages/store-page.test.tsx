import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import type { fakeApi } from '../../../test/fake-api';
import { addRemote, renderDealerStore, storeShell } from './store-page-test-kit';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A dealer's empty store, the deployment's limits served in shell.config, on the Parts tab. */
async function openStore(orderLimits: { maxLines: number; maxQuantity: number; maxCopies: number }, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = renderDealerStore({ 'shell.config': () => ({ ...storeShell, orderLimits: { ...orderLimits, maxValue: 1_000_000 } }), ...handlers });
  await waitFor(() => expect(calls.some((c) => c.path === 'shell.config')).toBe(true));
  fireEvent.click(screen.getByRole('tab', { name: 'Parts & Extras' }));
  const card = await screen.findByTestId('part-Handheld Remote');
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

  it('keeps what was typed in one tab while the dealer looks at another', async () => {
    await openStore({ maxLines: 150, maxQuantity: 1000, maxCopies: 100 });
    fireEvent.click(screen.getByRole('tab', { name: 'Louvered Roofs' }));
    const roofCopies = (await screen.findByRole('textbox', { name: 'Copies' })) as HTMLInputElement;
    fireEvent.change(roofCopies, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Retractable Screens' }));
    expect(((await screen.findByRole('tabpanel', { name: 'Retractable Screens' })) as HTMLElement).isConnected).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Louvered Roofs' }));
    const roofPanel = await screen.findByRole('tabpanel', { name: 'Louvered Roofs' });
    expect((within(roofPanel).getByRole('textbox', { name: 'Copies' }) as HTMLInputElement).value).toBe('3');
  });

  it('refuses a line past the configured most with the limit message, where the dealer adds it', async () => {
    const { addRemote } = await openStore({ maxLines: 1, maxQuantity: 1000, maxCopies: 100 });
    await addRemote();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Quantity of part 1' }).isConnected).toBe(true);

    await addRemote();
    expect((await screen.findByText(orderLimitMessages.lines(1, 1))).isConnected).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Quantity of part 2' })).toBeNull();
  });

  it('refuses a copy of a line past the configured most with the limit message', async () => {
    const { addRemote } = await openStore({ maxLines: 1, maxQuantity: 1000, maxCopies: 100 });
    await addRemote();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy part 1' }));
    expect((await screen.findByText(orderLimitMessages.lines(1, 1))).isConnected).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Quantity of part 2' })).toBeNull();
  });
});

describe('estimated ship dates as the dealer builds the order (issue 32)', () => {
  it("dates each cart line and the order from the portal's lead-time table and today", async () => {
    // Monday 2027-03-01; parts take 3 working days, and the Wednesday is a holiday.
    const leadTimes = { today: '2027-03-01', kinds: { screens: 10, roofs: 15, parts: 3 }, additions: [], holidays: ['2027-03-03'] };
    const { addRemote } = await openStore({ maxLines: 150, maxQuantity: 1000, maxCopies: 100 }, { 'leadTimes.forStore': () => leadTimes });
    await addRemote();
    const cart = screen.getByRole('region', { name: 'Parts' });
    expect((await within(cart).findByText('Ships about Fri, Mar 05, 2027')).isConnected).toBe(true);
    expect(screen.getByTestId('cart-estimate').textContent).toBe('Estimated ship date: Fri, Mar 05, 2027');
  });
});
