import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import { renderWithMantine } from '../../../test/render-with-providers';
import { PartsTab } from './parts-tab';
import { noPricesReason } from './no-prices-alert';
import { retailPriceNote } from './retail-price-note';
import { pricelessContext } from '../retail-test-kit';

function renderTab(limits: Partial<Pick<Parameters<typeof PartsTab>[0], 'maxQuantity' | 'addRefusal' | 'ctx' | 'retail'>> = {}) {
  const onAdd = vi.fn();
  renderWithMantine(
    <>
      <Notifications />
      <PartsTab ctx={sampleContext()} priceGroup="USD" disabled={false} onAdd={onAdd} {...limits} />
    </>,
  );
  const card = screen.getByTestId('part-Handheld Remote');
  const choose = (label: string, option: string) => {
    const input = within(card).getByRole('combobox', { name: label });
    fireEvent.click(input);
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  };
  const add = () => fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart: Handheld Remote' }));
  const quantity = within(card).getByRole('textbox', { name: 'Quantity of Handheld Remote' });
  return { onAdd, choose, add, quantity };
}

afterEach(() => notifications.clean());

describe('PartsTab toasts (spec §5 Parts, §8)', () => {
  it("asks for a quantity first: 'Please enter a quantity'", async () => {
    const { add, quantity, onAdd } = renderTab();
    fireEvent.change(quantity, { target: { value: '' } });
    add();
    expect((await screen.findByText('Please enter a quantity')).isConnected).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("asks for every option: 'Please enter all options'", async () => {
    const { add, choose, onAdd } = renderTab();
    choose('Channels', '16');
    add();
    expect((await screen.findByText('Please enter all options')).isConnected).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("refuses a combination no item has: 'That option combination is not allowed'", async () => {
    const { add, choose, onAdd } = renderTab();
    choose('Channels', '16');
    choose('Color', 'White');
    add();
    expect((await screen.findByText('That option combination is not allowed')).isConnected).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds a valid part: 'Item added to cart'", async () => {
    const { add, choose, onAdd, quantity } = renderTab();
    choose('Channels', '5');
    choose('Color', 'White');
    fireEvent.change(quantity, { target: { value: '3' } });
    add();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    expect(onAdd).toHaveBeenCalledWith({ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 });
  });

  it('shows one notice for parts added one after another, not a stack of them', async () => {
    const { add, choose, onAdd } = renderTab();
    for (let i = 0; i < 3; i++) {
      choose('Channels', '5');
      choose('Color', 'White');
      add();
    }
    expect(onAdd).toHaveBeenCalledTimes(3);
    expect((await screen.findAllByText('Item added to cart')).length).toBe(1);
  });

  it('brings a quantity above the order limit down to it when the field is left', async () => {
    const { add, choose, onAdd, quantity } = renderTab({ maxQuantity: 20 });
    choose('Channels', '5');
    choose('Color', 'White');
    fireEvent.change(quantity, { target: { value: '500' } });
    fireEvent.blur(quantity);
    expect((quantity as HTMLInputElement).value).toBe('20');
    add();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ quantity: 20 }));
  });

  it('refuses a part when the cart holds the most lines an order may, saying so', async () => {
    const message = orderLimitMessages.lines(2, 2);
    const { add, choose, onAdd } = renderTab({ addRefusal: message });
    choose('Channels', '5');
    choose('Color', 'White');
    add();
    expect((await screen.findByText(message)).isConnected).toBe(true);
    expect(screen.queryByText('Item added to cart')).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('filters by category and part name', () => {
    renderTab();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search parts' }), { target: { value: 'remote' } });
    expect(screen.getByTestId('part-Handheld Remote').isConnected).toBe(true);
    expect(screen.queryByTestId('part-Screw Pack')).toBeNull();
  });
});

describe('PartsTab without prices (issue 29)', () => {
  it('says why there are no prices, for an account without an ERP customer, instead of loading for ever', () => {
    renderWithMantine(<PartsTab ctx={null} priceGroup="USD" disabled={false} onAdd={vi.fn()} noPrices={noPricesReason(true)} />);
    expect(screen.getByText(/your account is not linked to a Business Central customer/).isConnected).toBe(true);
    expect(screen.getByText(/Link it in Admin → Portal Users/).isConnected).toBe(true);
    expect(screen.queryByText('Loading parts…')).toBeNull();
  });
});

describe("a salesperson's parts (issue 32)", () => {
  it("shows no price computed in the browser, says 'Retail prices show in the cart', and adds a part whose options are chosen", async () => {
    const { add, choose, onAdd } = renderTab({ ctx: pricelessContext(), retail: true });
    expect((await screen.findAllByText(retailPriceNote)).length).toBe(1);
    choose('Channels', '5');
    choose('Color', 'White');
    expect(screen.queryByText(/ each$/)).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    add();
    expect((await screen.findByText('Item added to cart')).isConnected).toBe(true);
    expect(onAdd).toHaveBeenCalledWith({ family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 1 });
  });
});
