import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { formatMoney } from '@portal/domain/money/money';
import { allowedOrderActions, type OrderViewer } from '@portal/domain/orders/order-actions';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { renderWithMantine } from '../../../test/render-with-providers';
import { quoteCart } from '../cart/cart-quote';
import { emptyCart, newOrderInfo, type CartInfo, type OrderInfo } from '../cart/cart-types';
import { shownPrices } from '../cart/shown-prices';
import { CartCard, type CartCardProps } from './cart-card';

const screenLine = (width = 100) => ({ screenId: `s${width}`, screenName: `Patio ${width}`, details: '', config: makeScreenConfig({ width }) });
const fullCart: CartInfo = {
  screens: [screenLine(100), screenLine(120)],
  roofs: [{ roofId: 'r1', config: workedRoofA }],
  parts: [{ partId: 'p1', config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 2 } }],
  extraDetails: '',
};

const viewers: Record<'owner' | 'team' | 'admin', OrderViewer> = {
  owner: { userId: 'u-owner', isAdmin: false, customerId: 'C1' },
  team: { userId: 'u-mate', isAdmin: false, customerId: 'C1' },
  admin: { userId: 'u-admin', isAdmin: true, customerId: null },
};

/** The card as the store page renders it: the viewer's actions from the domain's predicates. */
function renderCard(overrides: Partial<CartCardProps> & { status?: OrderStatus; stored?: boolean; as?: keyof typeof viewers } = {}) {
  const { status = 'IN_CART', stored = status !== 'IN_CART', as = 'owner', ...rest } = overrides;
  const cart = rest.cart ?? fullCart;
  const order: OrderInfo = {
    ...newOrderInfo,
    status,
    _id: stored ? '00000000-0000-4000-8000-000000000001' : null,
    orderName: 'Smith Patio',
    ownerId: 'u-owner',
    customerId: 'C1',
  };
  const actions = allowedOrderActions(viewers[as], { status, stored, ownerId: 'u-owner', customerId: 'C1' });
  const handlers = {
    onEdit: vi.fn(),
    onCopy: vi.fn(),
    onRemove: vi.fn(),
    onPartQuantity: vi.fn(),
    onClose: vi.fn(),
    onClear: vi.fn(),
    onContinue: vi.fn(),
    onReject: vi.fn(),
    onExport: vi.fn(),
  };
  const prices = shownPrices(cart, quoteCart(sampleContext(), cart), status);
  renderWithMantine(
    <CartCard cart={cart} order={order} actions={actions} prices={prices} priceGroup="USD" editing={null} partProblems={[]} {...handlers} {...rest} />,
  );
  return handlers;
}

describe('CartCard (spec §2 Store and cart)', () => {
  it("shows 'Cart is empty' and the Clear Cart button for an empty new cart", () => {
    renderCard({ cart: emptyCart });
    expect(screen.getByText('Cart').isConnected).toBe(true);
    expect(screen.getByText('Cart is empty').isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear Cart' }).isConnected).toBe(true);
    expect(screen.queryByText('Cart Total')).toBeNull();
  });

  it("draws a screen's front view or a roof's plan under its details while its row is open (issue 31)", () => {
    renderCard();
    expect(screen.queryByRole('img', { name: 'Example A: black 2x8 roof' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand roof 1' }));
    expect(screen.getByRole('img', { name: 'Example A: black 2x8 roof' }).textContent).toContain(`F1 Frame 2x8 20' 0"`);
    fireEvent.click(screen.getByRole('button', { name: 'Expand screen 2' }));
    expect(screen.getByRole('img', { name: 'Patio 120' }).textContent).toContain('Width 120"');
    expect(screen.getByRole('button', { name: 'Open Patio 120 full size' }).isConnected).toBe(true);
  });

  it('lists the three sections with subtotals, the cart total and the tax note', () => {
    renderCard();
    const quote = quoteCart(sampleContext(), fullCart);
    for (const title of ['Retractable Screens', 'Roofs', 'Parts']) expect(screen.getByRole('region', { name: title }).isConnected).toBe(true);
    expect(screen.getByTestId('Retractable Screens-subtotal').textContent).toBe(formatMoney(quote.totals.screensTotal, 'USD'));
    expect(screen.getByTestId('Roofs-subtotal').textContent).toBe(formatMoney(quote.totals.roofsTotal, 'USD'));
    expect(screen.getByTestId('Parts-subtotal').textContent).toBe(formatMoney(quote.totals.partsTotal, 'USD'));
    expect(quote.totals.totalPrice).toBeGreaterThan(0);
    expect(screen.getByTestId('cart-total').textContent).toBe(formatMoney(quote.totals.totalPrice, 'USD'));
    expect(screen.getByText('Cart Total').isConnected).toBe(true);
    expect(screen.getByText('Taxes and shipping not included').isConnected).toBe(true);
  });

  it("heads a stored order '{status} Order: {name}' and offers New Order", () => {
    renderCard({ status: 'DRAFT' });
    expect(screen.getByText('Draft Order: Smith Patio').isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'New Order' }).isConnected).toBe(true);
  });

  it('expands a row to its details with edited values in bold', () => {
    const cart: CartInfo = { ...emptyCart, screens: [{ ...screenLine(100), original: makeScreenConfig({ width: 90 }) }] };
    renderCard({ cart, status: 'DRAFT' });
    fireEvent.click(screen.getByRole('button', { name: 'Expand screen 1' }));
    const width = screen.getByText('100"');
    expect(width.getAttribute('data-edited')).toBe('true');
    expect(screen.getByText('Suntex 95 Black').getAttribute('data-edited')).toBeNull();
  });

  it('hides screen edit and remove when REJECTED, and roof/part edit and remove outside SUBMITTED, IN_CART, DRAFT', () => {
    renderCard({ status: 'REJECTED' });
    expect(screen.queryByRole('button', { name: 'Edit screen 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove screen 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit roof 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove part 1' })).toBeNull();
    // No order dialog outside DRAFT, IN_CART, SUBMITTED.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('shows an APPROVED order read-only, to its dealer and to an administrator: nothing offered that could not be saved', () => {
    for (const as of ['owner', 'admin'] as const) {
      renderCard({ status: 'APPROVED', as });
      for (const name of ['Edit screen 1', 'Copy screen 1', 'Remove screen 1', 'Edit roof 1', 'Copy part 1', 'Remove part 1', 'Continue'])
        expect(screen.queryByRole('button', { name }), `${as}: ${name}`).toBeNull();
      expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).disabled).toBe(true);
      document.body.innerHTML = '';
    }
  });

  it("shows a teammate's draft read-only: no edit, copy, remove or Continue", () => {
    renderCard({ status: 'DRAFT', as: 'team' });
    for (const name of ['Edit screen 1', 'Copy screen 1', 'Remove screen 1', 'Edit roof 1', 'Remove part 1', 'Continue'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'New Order' }).isConnected).toBe(true);
  });

  it('shows the dealer their own SUBMITTED order read-only (no Continue, Save or Submit)', () => {
    renderCard({ status: 'SUBMITTED' });
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit screen 1' })).toBeNull();
  });

  it("shows the price a submitted line was placed at, and today's price only for a line changed here", () => {
    const stored = (totalCents: number) => ({ ...screenLine(100), original: makeScreenConfig({ width: 100 }), storedTotalCents: totalCents });
    const cart: CartInfo = { ...emptyCart, screens: [stored(12_345), { ...stored(11_111), screenId: 's2', config: makeScreenConfig({ width: 130 }) }] };
    renderCard({ cart, status: 'SUBMITTED', as: 'admin' });
    const today = quoteCart(sampleContext(), cart).screens[1]!.totalCents;
    expect(screen.getByTestId('Retractable Screens-subtotal').textContent).toBe(formatMoney(12_345 + today, 'USD'));
  });

  it("a part quantity of 0, blank or a non-number says 'Please enter a quantity' and charges the last valid one", () => {
    const { onPartQuantity } = renderCard({ status: 'DRAFT' });
    const input = screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement;
    for (const bad of ['0', '', 'x']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(screen.getByText('Please enter a quantity').isConnected).toBe(true);
    }
    expect(onPartQuantity).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '120' } });
    expect(onPartQuantity).toHaveBeenCalledWith(0, 120);
  });

  it("refuses a part quantity above the order limit with 'Maximum quantity is N' and keeps charging the last valid one", () => {
    const { onPartQuantity } = renderCard({ status: 'DRAFT', maxQuantity: 50 });
    const input = screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '51' } });
    expect(screen.getByText('Maximum quantity is 50').isConnected).toBe(true);
    expect(onPartQuantity).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '50' } });
    expect(screen.queryByText('Maximum quantity is 50')).toBeNull();
    expect(onPartQuantity).toHaveBeenCalledWith(0, 50);
  });

  it('disables part quantities for dealers outside IN_CART and DRAFT, and for admins only when Shipped', () => {
    renderCard({ status: 'SUBMITTED' });
    expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('lets an admin change part quantities on a SUBMITTED order and offers Reject and Export', () => {
    renderCard({ status: 'SUBMITTED', as: 'admin' });
    expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Reject Order' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Export Cart' }).isConnected).toBe(true);
  });

  it('disables part quantities for an admin on a Shipped order', () => {
    renderCard({ status: 'Shipped', as: 'admin' });
    expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('offers no Reject or Export to dealers', () => {
    renderCard({ status: 'SUBMITTED' });
    expect(screen.queryByRole('button', { name: 'Reject Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Cart' })).toBeNull();
  });

  it("disables other rows' edit and copy while a screen is edited", () => {
    renderCard({ editing: { kind: 'screen', index: 0 } });
    expect((screen.getByRole('button', { name: 'Edit screen 2' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Copy screen 2' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Edit roof 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Copy part 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears the cart from the close button', () => {
    const { onClose } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(onClose).toHaveBeenCalled();
    expect(within(screen.getByRole('region', { name: 'Parts' })).getByText('Handheld Remote').isConnected).toBe(true);
  });
});
