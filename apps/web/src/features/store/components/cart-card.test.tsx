import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import { formatMoney } from '@portal/domain/money/money';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { renderWithMantine } from '../../../test/render-with-providers';
import { quoteCart } from '../cart/cart-quote';
import { emptyCart, newOrderInfo, type CartInfo, type OrderInfo } from '../cart/cart-types';
import { CartCard, type CartCardProps } from './cart-card';

const screenLine = (width = 100) => ({ screenId: `s${width}`, screenName: `Patio ${width}`, details: '', config: makeScreenConfig({ width }) });
const fullCart: CartInfo = {
  screens: [screenLine(100), screenLine(120)],
  roofs: [{ roofId: 'r1', config: workedRoofA }],
  parts: [{ partId: 'p1', config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 2 } }],
  extraDetails: '',
};

function renderCard(overrides: Partial<CartCardProps> & { status?: OrderStatus; stored?: boolean } = {}) {
  const { status = 'IN_CART', stored = status !== 'IN_CART', ...rest } = overrides;
  const cart = rest.cart ?? fullCart;
  const order: OrderInfo = { ...newOrderInfo, status, _id: stored ? '00000000-0000-4000-8000-000000000001' : null, orderName: 'Smith Patio' };
  const handlers = { onEdit: vi.fn(), onCopy: vi.fn(), onRemove: vi.fn(), onPartQuantity: vi.fn(), onClose: vi.fn(), onClear: vi.fn(), onContinue: vi.fn(), onReject: vi.fn(), onExport: vi.fn() };
  renderWithMantine(<CartCard cart={cart} order={order} quote={quoteCart(sampleContext(), cart)} priceGroup="USD" isAdmin={false} editing={null} {...handlers} {...rest} />);
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

  it('keeps screen edit on an APPROVED order but not roof or part edit', () => {
    renderCard({ status: 'APPROVED' });
    expect(screen.getByRole('button', { name: 'Edit screen 1' }).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit roof 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove part 1' })).toBeNull();
  });

  it('disables part quantities for dealers outside IN_CART and DRAFT, and for admins only when Shipped', () => {
    renderCard({ status: 'SUBMITTED' });
    expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('lets an admin change part quantities on a SUBMITTED order and offers Reject and Export', () => {
    renderCard({ status: 'SUBMITTED', isAdmin: true });
    expect((screen.getByRole('textbox', { name: 'Quantity of part 1' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Reject Order' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Export Cart' }).isConnected).toBe(true);
  });

  it('disables part quantities for an admin on a Shipped order', () => {
    renderCard({ status: 'Shipped', isAdmin: true });
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
