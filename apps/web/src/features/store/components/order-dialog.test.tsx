import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { emptyCart, newOrderInfo, type CartInfo, type OrderInfo } from '../cart/cart-types';
import { OrderDialog, type OrderDialogProps } from './order-dialog';

const screensCart: CartInfo = { ...emptyCart, screens: [{ screenId: 's1', screenName: 'Patio', details: '', config: makeScreenConfig() }] };
const partsCart: CartInfo = {
  ...emptyCart,
  parts: [{ partId: 'p1', config: { family: 'Handheld Remote', options: { Channels: '1', Color: 'Black' }, quantity: 1 } }],
};
const newId = '00000000-0000-4000-8000-0000000000aa';

function renderDialog(props: Partial<OrderDialogProps> = {}, order: Partial<OrderInfo> = {}) {
  const onSaved = vi.fn();
  const element = (
    <OrderDialog
      opened
      onClose={() => {}}
      cart={screensCart}
      order={{ ...newOrderInfo, ...order }}
      author={{ isAdmin: false, isCorporation: false }}
      onSaved={onSaved}
      onReload={() => {}}
      {...props}
    />
  );
  renderRoutes([{ path: '/', element }], '/');
  return { onSaved };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('OrderDialog (spec §5 Order dialog)', () => {
  it('is titled for dealers and asks for an order name of 3 to 50 characters', async () => {
    const calls = fakeApi({});
    renderDialog();
    expect(screen.getByText('Save or Submit Order').isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText('Order Name is required (at least 3 characters long)')).isConnected).toBe(true);
    fireEvent.change(field('Order Name'), { target: { value: 'x'.repeat(51) } });
    expect(screen.getByText('Order Name is too long (50 characters max)').isConnected).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('strips non-digits from the order number as typed and requires it for corporation users', async () => {
    fakeApi({});
    renderDialog({ author: { isAdmin: false, isCorporation: true } });
    fireEvent.change(field('Order Name'), { target: { value: 'Smith Patio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Order Number is required')).isConnected).toBe(true);
    fireEvent.change(field('Order Number'), { target: { value: '12a-3' } });
    expect(field('Order Number').value).toBe('123');
    expect(screen.queryByText('Order Number is required')).toBeNull();
  });

  it('does not require the number of a corporation parts-only cart', async () => {
    const calls = fakeApi({ 'orders.generateId': () => ({ _id: newId }), 'orders.save': () => ({ _id: newId }) });
    const { onSaved } = renderDialog({ cart: partsCart, author: { isAdmin: false, isCorporation: true } });
    fireEvent.change(field('Order Name'), { target: { value: 'Remotes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const save = calls.find((c) => c.path === 'orders.save');
    expect(save?.input).toMatchObject({ _id: newId, status: 'DRAFT', orderName: 'Remotes', transfer: false });
  });

  it('offers the material transfer on a parts-only corporation cart: sender and receiver required and different', async () => {
    fakeApi({
      'customers.transferParties': () => [
        { bc_customer_id: 'C1', bc_customer_displayName: 'North Dealer', isSenderReceiver: true },
        { bc_customer_id: 'C2', bc_customer_displayName: 'South Dealer', isSenderReceiver: true },
      ],
    });
    renderDialog({ cart: partsCart, author: { isAdmin: false, isCorporation: true } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Material Transfer' }));
    expect(field('Order Name').value).toBe('Material Transfer');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Required for Material Transfer')).toHaveLength(2);

    const pick = async (label: string, option: string) => {
      const input = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
      fireEvent.click(input);
      const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('no listbox')));
      fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
    };
    await pick('Sender', 'North Dealer');
    await pick('Receiver', 'North Dealer');
    expect(screen.getByText('Sender and Receiver must be different').isConnected).toBe(true);
  });

  it('hides the transfer from dealers and from carts with screens', () => {
    fakeApi({});
    renderDialog({ author: { isAdmin: true, isCorporation: false } });
    expect(screen.queryByRole('checkbox', { name: 'Material Transfer' })).toBeNull();
    expect(screen.getByText('Process Order').isConnected).toBe(true);
  });

  it('gives a salesperson Save alone, and says who submits (issue 32)', () => {
    fakeApi({});
    renderDialog({ author: { isAdmin: false, isCorporation: false, canSubmit: false } });
    expect(screen.getByText('Save Order').isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('A salesperson saves the order; a buyer or the team administrator submits it.').isConnected).toBe(true);
  });

  it('gives an admin Save and Approve Order on a stored SUBMITTED order', () => {
    fakeApi({});
    renderDialog({ author: { isAdmin: true, isCorporation: false } }, { _id: newId, status: 'SUBMITTED', orderName: 'Smith' });
    expect(screen.getByRole('button', { name: 'Approve Order' }).isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('offers the approver today + the slowest line as the promised ship date, and sends the day chosen (issue 32)', async () => {
    const calls = fakeApi({
      // Friday: 10 working days for a screen land on the Friday two weeks on.
      'leadTimes.forStore': () => ({ today: '2027-03-05', kinds: { screens: 10, roofs: 15, parts: 3 }, additions: [], holidays: [] }),
      'orders.save': (input) => ({ ...(input as object), _id: newId }),
    });
    const { onSaved } = renderDialog({ author: { isAdmin: true, isCorporation: false } }, { _id: newId, version: 2, status: 'SUBMITTED', orderName: 'Smith' });
    const promise = await screen.findByLabelText(/^Promised ship date/);
    await waitFor(() => expect((promise as HTMLInputElement).value).toBe('2027-03-19'));
    fireEvent.change(promise, { target: { value: '2027-03-26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve Order' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('APPROVED'));
    expect(calls.find((c) => c.path === 'orders.save')?.input).toMatchObject({ status: 'APPROVED', promisedShipDate: '2027-03-26' });
  });

  it("shows the server's message and line problems in an error alert", async () => {
    fakeApi({
      'orders.generateId': () => ({ _id: newId }),
      'orders.save': () => {
        throw { code: 'CONFLICT', message: 'Some lines cannot be priced' };
      },
    });
    const { onSaved } = renderDialog();
    fireEvent.change(field('Order Name'), { target: { value: 'Smith Patio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText('Some lines cannot be priced')).isConnected).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends an Idempotency-Key per save: the same save clicked again reuses it, a changed save gets a new one', async () => {
    let failures = 1;
    const calls = fakeApi({
      'orders.generateId': () => ({ _id: newId }),
      'orders.save': () => {
        if (failures-- > 0) throw { code: 'CONFLICT', message: 'Some lines cannot be priced' };
        return { _id: newId };
      },
    });
    const { onSaved } = renderDialog();
    fireEvent.change(field('Order Name'), { target: { value: 'Smith Patio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Some lines cannot be priced');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    fireEvent.change(field('Order Name'), { target: { value: 'Smith Deck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    const keys = calls.filter((c) => c.path === 'orders.save').map((c) => (c.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('retries a save whose answer was lost with the same Idempotency-Key', async () => {
    const calls = fakeApi({ 'orders.generateId': () => ({ _id: newId }), 'orders.save': () => ({ _id: newId }) });
    const answering = globalThis.fetch;
    let dropped = 0;
    // The first save's connection drops before its answer arrives.
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const response = await answering(url, init);
      if (url.includes('orders.save') && dropped++ === 0) throw new TypeError('Failed to fetch');
      return response;
    });
    const { onSaved } = renderDialog();
    fireEvent.change(field('Order Name'), { target: { value: 'Smith Patio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saves = calls.filter((c) => c.path === 'orders.save').map((c) => c.input as { idempotencyKey: string; status: string });
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual(saves[0]);
    expect(saves[0]?.idempotencyKey).toBeTypeOf('string');
  });
});
