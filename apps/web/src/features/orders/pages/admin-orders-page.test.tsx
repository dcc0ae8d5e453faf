import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminOrdersInput } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeOrder } from '../../../test/order-factory';
import { TestEnv } from '../../../test/test-env';
import type { RowActions } from '../row-actions';
import { AdminOrdersPage } from './admin-orders-page';

const shellConfig = {
  companyName: 'Example',
  supportEmail: 'support@example.com',
  supportPhone: '+1 555 0100',
  feedbackUrl: 'https://example.com/feedback',
  orderLimits: { maxLines: 150, maxQuantity: 1000, maxCopies: 100, maxValue: 1_000_000 },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(orders: OrderView[], extra: Record<string, (input: unknown) => unknown> = {}, rowActions?: RowActions) {
  const calls = fakeApi({ 'orders.adminList': () => ({ items: orders, total: orders.length, offset: 0, limit: 50 }), ...extra });
  renderRoutes(
    [
      {
        path: '/admin/orders',
        element: (
          <TestEnv>
            <AdminOrdersPage rowActions={rowActions} />
          </TestEnv>
        ),
      },
    ],
    '/admin/orders',
  );
  const listInputs = () => calls.filter((call) => call.path === 'orders.adminList').map((call) => call.input as TAdminOrdersInput);
  const lastInput = () => listInputs().at(-1);
  return { calls, listInputs, lastInput };
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AdminOrdersPage (spec §2 Admin order list)', () => {
  it('asks for 50 orders by updated, newest first, with no filters', async () => {
    const { lastInput } = renderPage([makeOrder({ orderName: 'Patio north' })]);
    expect((await screen.findByRole('link', { name: 'Patio north' })).isConnected).toBe(true);
    expect(lastInput()).toEqual({ orderBy: 'updatedAt', sortOrder: 'desc', offset: 0, limit: 50 });
    expect(screen.getByText('Only Draft or Rejected orders can be deleted.').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Patio north' }).getAttribute('href')).toMatch(/^\/store\?order=/);
  });

  it('toggles the direction of the active column; a new column starts ascending', async () => {
    const { lastInput } = renderPage([makeOrder()]);
    await screen.findByRole('button', { name: /Updated/ });
    fireEvent.click(screen.getByRole('button', { name: /Updated/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ orderBy: 'updatedAt', sortOrder: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /Dealer/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ orderBy: 'dealer', sortOrder: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: /Dealer/ }));
    await waitFor(() => expect(lastInput()).toMatchObject({ orderBy: 'dealer', sortOrder: 'desc' }));
  });

  it('maps the status and currency filters to the list input', async () => {
    const { lastInput } = renderPage([makeOrder()]);
    await screen.findByRole('button', { name: /Updated/ });
    await choose('Order status', 'Submitted & Approved');
    await waitFor(() => expect(lastInput()).toMatchObject({ status: 'SUBMITTED,APPROVED' }));
    fireEvent.click(screen.getByRole('radio', { name: 'CAD' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ status: 'SUBMITTED,APPROVED', currency: 'CAD' }));
    // 'All' sends no filter at all.
    await choose('Order status', 'All');
    await waitFor(() => expect(lastInput()).toEqual({ currency: 'CAD', orderBy: 'updatedAt', sortOrder: 'desc', offset: 0, limit: 50 }));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await choose('Order status', 'Shipped');
    await waitFor(() => expect(lastInput()).toEqual({ status: 'Shipped', orderBy: 'updatedAt', sortOrder: 'desc', offset: 0, limit: 50 }));
  });

  it('applies the dealer name filter 1 second after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { listInputs, lastInput } = renderPage([makeOrder()]);
    await screen.findByRole('button', { name: /Updated/ });
    const input = screen.getByRole('textbox', { name: 'Dealer name' });
    fireEvent.change(input, { target: { value: 'Ac' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(input, { target: { value: 'Acme' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    // 1200 ms after the first keystroke, but only 600 ms after the last: nothing sent yet.
    expect(listInputs().some((call) => call.filter !== undefined)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(lastInput()).toMatchObject({ filter: 'Acme', offset: 0 }));
    expect(listInputs().filter((call) => call.filter !== undefined)).toHaveLength(1);
  });

  it('offers the page sizes 5, 10, 25, 50, 100 and asks for the chosen one', async () => {
    const { lastInput } = renderPage([makeOrder()]);
    await screen.findByRole('button', { name: /Updated/ });
    fireEvent.click(screen.getByRole('combobox', { name: 'Orders per page' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '10' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ limit: 10, offset: 0 }));
  });

  it('offers delete only for Draft or Rejected orders', async () => {
    renderPage([
      makeOrder({ orderName: 'A draft', status: 'DRAFT' }),
      makeOrder({ orderName: 'A rejection', status: 'REJECTED' }),
      makeOrder({ orderName: 'A submission', status: 'SUBMITTED' }),
      makeOrder({ orderName: 'An approval', status: 'APPROVED' }),
      makeOrder({ orderName: 'A shipment', status: 'Shipped' }),
    ]);
    await screen.findByText('A draft');
    expect(screen.getByRole('button', { name: 'Delete A draft' }).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete A rejection' }).isConnected).toBe(true);
    for (const name of ['A submission', 'An approval', 'A shipment']) expect(screen.queryByRole('button', { name: `Delete ${name}` })).toBeNull();
  });

  it('ships an approved order without quote ids; SHIP stays disabled until agent and tracking number are given', async () => {
    const approved = makeOrder({ orderName: 'Ready', status: 'APPROVED' });
    let shipped = false;
    const { calls, listInputs } = renderPage(
      [approved, makeOrder({ orderName: 'Quoted', status: 'APPROVED', quoteId: ['Q-1'] }), makeOrder({ orderName: 'Waiting', status: 'SUBMITTED' })],
      {
        'orders.ship': (input) => {
          shipped = true;
          return { ...approved, ...(input as object), status: 'Shipped' };
        },
      },
    );
    await screen.findByText('Ready');
    expect(screen.queryByRole('button', { name: 'Ship Quoted' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ship Waiting' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ship Ready' }));

    const dialog = await screen.findByRole('dialog');
    const ship = within(dialog).getByRole('button', { name: 'SHIP' }) as HTMLButtonElement;
    expect(ship.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tracking number' }), { target: { value: '  ' } });
    expect(ship.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tracking number' }), { target: { value: '123456' } });
    expect(ship.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Shipping agent' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'FedEx' }));
    expect(ship.disabled).toBe(false);

    const before = listInputs().length;
    fireEvent.click(ship);
    await waitFor(() => expect(shipped).toBe(true));
    expect(calls.find((call) => call.path === 'orders.ship')?.input).toEqual({ id: approved._id, shippingAgent: 'FedEx', trackingNumber: '123456' });
    // The list is refetched (the spec's page reload) and a toast confirms.
    await waitFor(() => expect(listInputs().length).toBeGreaterThan(before));
    expect((await screen.findByText('Order Ready shipped.')).isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('expands a row to the sales order number, tracking link, transfer note and priced parts', async () => {
    renderPage([
      makeOrder({
        orderName: 'Shipped FedEx',
        portalNumber: 'P-001001',
        orderNumber: '77',
        status: 'Shipped',
        salesOrderNumber: 'SO-1001',
        shippingAgent: 'FedEx',
        trackingNumber: '7777',
        tracking: { url: 'https://www.fedex.com/fedextrack/?trknbr=7777' },
        transfer: true,
        senderName: 'North Dealer',
        receiverName: 'South Dealer',
        parts: [
          {
            partId: 'p1',
            id: 'i1',
            number: 'PT-1',
            displayName: 'Gutter Corner',
            displayName2: null,
            quantity: 2,
            itemCategoryCode: 'PARTS',
            attributes: [],
            family: null,
            options: {},
            price: 12.5,
            priceCents: 1250,
            totalCents: 2500,
            breakdown: [],
            adjustments: [],
            alerts: [],
            problem: null,
            estimatedShipDate: null,
            productionStatus: null,
            productionStatusAt: null,
            config: { itemNo: 'PT-1', options: {}, quantity: 2 },
          },
        ],
        totalsCents: { partsTotal: 2500, screensTotal: 0, roofsTotal: 0, totalPrice: 2500 },
      }),
      makeOrder({ orderName: 'Approved only', status: 'APPROVED', shippingAgent: null }),
    ]);
    // The row names the order by its portal number and the dealer's own number.
    expect((await screen.findByText('P-001001 · #77')).isConnected).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Shipped FedEx' }));
    expect(screen.getByText('Sales order SO-1001').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: '7777' }).getAttribute('href')).toBe('https://www.fedex.com/fedextrack/?trknbr=7777');
    expect(screen.getByText('Material transfer: North Dealer to South Dealer').isConnected).toBe(true);
    const parts = screen.getByRole('table', { name: 'Parts' });
    expect(within(parts).getByText('Gutter Corner').isConnected).toBe(true);
    expect(within(parts).getByText('$12.50').isConnected).toBe(true);

    // Shipping appears only once an order is Shipped.
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Approved only' }));
    expect(screen.getAllByText('Shipping agent')).toHaveLength(1);
  });

  it('shows each order’s sales order on its row, filters by it, and retries a failed one with Business Central’s reason shown', async () => {
    const reason = 'P-000301: POST …/salesOrders: HTTP 400 BadRequest: Customer C10000 is blocked';
    const failed = makeOrder({
      orderName: 'Blocked',
      portalNumber: 'P-000301',
      status: 'APPROVED',
      erpSync: { status: 'failed', salesOrderNumber: null, attempts: 1, lastAttemptAt: '2026-12-07T10:00:00.000Z', lastError: reason },
    });
    const sent = makeOrder({
      orderName: 'Sent',
      status: 'APPROVED',
      salesOrderNumber: 'S-ORD-10001',
      erpSync: { status: 'sent', salesOrderNumber: 'S-ORD-10001', attempts: 1, lastAttemptAt: '2026-12-07T10:00:00.000Z', lastError: null },
    });
    const { lastInput, calls } = renderPage([failed, sent, makeOrder({ orderName: 'Waiting' })], {
      'erpSync.retry': () => ({ message: 'The sales order is queued again.', erpSync: { ...failed.erpSync, status: 'queued', attempts: 0 } }),
    });
    expect((await screen.findByText('ERP: Failed')).isConnected).toBe(true);
    expect(screen.getByText('ERP: In Business Central').isConnected).toBe(true);
    // A submitted order has no sales order yet, and its row says so: every row shows where it stands.
    expect(screen.getByText('ERP: Not sent').isConnected).toBe(true);
    expect(screen.getAllByText(/^ERP: /)).toHaveLength(3);

    await choose('Business Central', 'Failed');
    await waitFor(() => expect(lastInput()).toMatchObject({ erpSync: 'failed' }));

    fireEvent.click(screen.getByRole('button', { name: 'Show details of Blocked' }));
    expect(screen.getByText(reason).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry the sales order of P-000301' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'erpSync.retry').map((c) => c.input)).toEqual([{ id: failed._id }]));
    expect((await screen.findByText('The sales order is queued again.')).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Sent' }));
    expect(screen.getByText('Sales order S-ORD-10001').isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: `Retry the sales order of ${sent.portalNumber}` })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Retry the sales order of/ })).toHaveLength(1);
  });

  it('shows the shipments and invoices the ERP posted, and in the sample ERP posts a shipment and an invoice from the order desk', async () => {
    const sync = { status: 'sent' as const, salesOrderNumber: 'S-ORD-10001', attempts: 1, lastAttemptAt: '2026-12-07T10:00:00.000Z', lastError: null };
    const order = makeOrder({
      orderName: 'Half shipped',
      portalNumber: 'P-000400',
      status: 'APPROVED',
      salesOrderNumber: 'S-ORD-10001',
      erpSync: sync,
      shipments: [
        {
          number: 'S-SHP-102001',
          shipmentDate: '2026-12-07',
          shippingAgent: 'UPS',
          trackingNumber: '1Z5',
          tracking: { url: 'https://www.ups.com/track?tracknum=1Z5' },
          lines: [{ lineObjectNumber: 'PT-RMT-5-WHT', quantity: 2 }],
        },
      ],
    });
    const { calls } = renderPage([order], {
      'shell.config': () => ({ ...shellConfig, erp: 'sample' }),
      'erpSync.invoices': () => ({
        items: [{ id: 'inv-1', number: 'S-INV-103001', invoiceDate: '2026-12-07', total: 12.5, totalCents: 1250, currency: 'USD' }],
      }),
      'erpSync.postSampleShipment': () => ({ number: 'S-SHP-102002', message: 'Shipment S-SHP-102002 posted in the sample ERP.' }),
      'erpSync.postSampleInvoice': () => ({ number: 'S-INV-103002', message: 'Invoice S-INV-103002 posted in the sample ERP.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show details of Half shipped' }));
    expect(screen.getByText('S-SHP-102001 · 2026-12-07 · UPS').isConnected).toBe(true);
    expect(screen.getByText('2 × PT-RMT-5-WHT').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: '1Z5' }).getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z5');
    expect((await screen.findByText('S-INV-103001 · 2026-12-07 · $12.50')).isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'PDF of invoice S-INV-103001' }).isConnected).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Post shipment (sample ERP)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a shipment in the sample ERP' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Shipping agent' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FedEx' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tracking number' }), { target: { value: '7946' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post shipment' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'erpSync.postSampleShipment').map((c) => c.input)).toEqual([
        { id: order._id, shippingAgent: 'FedEx', trackingNumber: '7946' },
      ]),
    );
    expect((await screen.findByText('Shipment S-SHP-102002 posted in the sample ERP.')).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Post invoice (sample ERP)' }));
    expect((await screen.findByText('Invoice S-INV-103002 posted in the sample ERP.')).isConnected).toBe(true);
  });

  it('offers Ship only for what Business Central does not hold: an order it holds ships there', async () => {
    const sync = (status: 'sent' | 'failed') => ({
      status,
      salesOrderNumber: status === 'sent' ? '101001' : null,
      attempts: 1,
      lastAttemptAt: null,
      lastError: null,
    });
    renderPage(
      [
        makeOrder({ orderName: 'Held', status: 'APPROVED', erpSync: sync('sent') }),
        makeOrder({ orderName: 'Refused', status: 'APPROVED', erpSync: sync('failed') }),
      ],
      {
        'shell.config': () => ({ ...shellConfig, erp: 'business-central' }),
      },
    );
    expect((await screen.findByRole('button', { name: 'Ship Refused' })).isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ship Held' })).toBeNull());
  });

  it("shows 'Could not fetch orders.' with the reason when the list fails", async () => {
    fakeApi({
      'orders.adminList': () => {
        throw { code: 'INTERNAL_SERVER_ERROR', message: 'Database unavailable' };
      },
    });
    renderRoutes([{ path: '/admin/orders', element: <AdminOrdersPage /> }], '/admin/orders');
    expect((await screen.findByText('Could not fetch orders.')).isConnected).toBe(true);
    expect(screen.getByText('Database unavailable').isConnected).toBe(true);
  });
});

describe("row actions from app/ (issue 19: the adjustments' Adjust)", () => {
  it('shows them in the actions column and, for phones, in the opened row', async () => {
    renderPage([makeOrder({ orderName: 'Deck' })], {}, (order) => <button type="button">Extra {order.orderName}</button>);
    expect((await screen.findAllByRole('button', { name: 'Extra Deck' })).length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show details of Deck' }));
    expect(screen.getAllByRole('button', { name: 'Extra Deck' }).length).toBe(2);
  });
});
