import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeOrder } from '../../../test/order-factory';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeWarranty } from '../warranty-test-kit';
import { DealerWarrantiesPage } from './dealer-warranties-page';

afterEach(() => vi.unstubAllGlobals());

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true, fname: 'Dana', lname: 'Dealer' });
const shipped = makeOrder({
  orderName: 'Backyard',
  status: 'Shipped',
  screens: [{ screenId: 'screen-1', screenName: 'Patio' } as OrderView['screens'][number]],
  roofs: [{ roofId: 'roof-1', roofName: 'Pergola' } as OrderView['roofs'][number]],
});

function renderPage(warranties: WarrantyView[], extra: Record<string, (input: unknown) => unknown> = {}) {
  writeSession(owner);
  const calls = fakeApi({
    'warranty.dealerList': () => ({ items: warranties, total: warranties.length, offset: 0, limit: 20 }),
    'warranty.get': (input) => warranties.find((w) => w._id === (input as { id: string }).id) ?? warranties[0],
    'warranty.orders': () => ({
      items: [{ _id: shipped._id, orderName: 'Backyard', orderNumber: '4411', status: 'Shipped', updatedAt: shipped.updatedAt, customerId: 'C0001' }],
      total: 1,
      offset: 0,
      limit: 100,
    }),
    'orders.get': () => shipped,
    ...extra,
  });
  renderRoutes(
    [
      {
        path: '/account/warranties',
        element: (
          <TestEnv>
            <DealerWarrantiesPage />
          </TestEnv>
        ),
      },
    ],
    '/account/warranties',
  );
  const inputsOf = (procedure: string) => calls.filter((call) => call.path === procedure).map((call) => call.input);
  return { calls, inputsOf };
}

describe('DealerWarrantiesPage (spec §2 Warranty lists)', () => {
  it('lists my requests: date placed, status, number of items, date updated; 20 a page', async () => {
    const { inputsOf } = renderPage([
      makeWarranty({
        warrantyId: 'W-00042',
        orderPortalNumber: 'P-000314',
        warrantyStatus: 'In Progress',
        itemsCount: 3,
        createdAt: '2026-11-05T15:00:00.000Z',
        updatedAt: '2026-11-09T15:00:00.000Z',
      }),
    ]);
    const row = (await screen.findByText('W-00042 · P-000314 Backyard')).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 5)).toEqual(['Nov 05, 2026', 'In Progress', '3', 'Nov 09, 2026']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Request', 'Date Placed', 'Status', 'Items', 'Date Updated', '']);
    expect(inputsOf('warranty.dealerList').at(-1)).toEqual({ scope: 'mine', offset: 0 });
  });

  it("switches to my team's requests, showing who filed each", async () => {
    const { inputsOf } = renderPage([makeWarranty()]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Team Warranties' }));
    await waitFor(() => expect(inputsOf('warranty.dealerList').at(-1)).toEqual({ scope: 'team', offset: 0 }));
    expect((await screen.findByRole('columnheader', { name: 'Filed by' })).isConnected).toBe(true);
  });

  it('says so in plain words when there is no request', async () => {
    renderPage([]);
    expect(
      (await screen.findByText('You have no warranty requests yet. Use New Warranty to report a defective part of an approved or shipped order.')).isConnected,
    ).toBe(true);
  });

  it('the view dialog reads the request from the server: items, sub-items with comments, message and status history', async () => {
    const listed = makeWarranty({ warrantyId: 'W-00007', warrantyStatus: 'New' });
    const fresh: WarrantyView = {
      ...listed,
      warrantyStatus: 'Closed',
      history: [...listed.history, { at: '2026-11-07T16:30:00.000Z', by: 'Sam Staff', from: 'New', to: 'Closed' }],
    };
    const { inputsOf } = renderPage([listed], { 'warranty.get': () => fresh });
    fireEvent.click(await screen.findByRole('button', { name: 'View W-00007' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText('Dented at the left end')).isConnected).toBe(true);
    expect(within(dialog).getByText('Housing').isConnected).toBe(true);
    expect(within(dialog).getByText('The screen arrived damaged.').isConnected).toBe(true);
    expect(within(dialog).getByText('Closed').isConnected).toBe(true);
    expect(within(within(dialog).getByLabelText('Status history')).getByText(/Sam Staff · New → Closed/).isConnected).toBe(true);
    expect(inputsOf('warranty.get')).toContainEqual({ id: listed._id });
  });
});

describe('the New Warranty dialog (spec §5 Warranty)', () => {
  async function openAndChooseOrder() {
    fireEvent.click(await screen.findByRole('button', { name: 'New Warranty' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Order/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Backyard #4411 · Shipped/ }));
    await within(dialog).findByRole('checkbox', { name: 'Screen: Patio' });
    return dialog;
  }
  const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

  it('keeps Save disabled while no item is selected, the message is blank or a ticked sub-item lacks a comment', async () => {
    const { inputsOf } = renderPage([]);
    const dialog = await openAndChooseOrder();
    expect(save(dialog).disabled).toBe(true);
    expect(within(dialog).getByText('Select at least one screen or roof').isConnected).toBe(true);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Screen: Patio' }));
    expect(save(dialog).disabled).toBe(true); // the message is blank
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: '   ' } });
    expect(save(dialog).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Arrived damaged' } });
    expect(save(dialog).disabled).toBe(false);

    // The screen line offers the screen list, not the roof list.
    expect(within(dialog).queryByRole('checkbox', { name: 'Gutter' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Housing' }));
    expect(save(dialog).disabled).toBe(true);
    expect(within(dialog).getByText('Add a comment for Housing').isConnected).toBe(true);
    const comment = within(dialog).getByRole('textbox', { name: /Housing comment/ });
    fireEvent.change(comment, { target: { value: '  ' } });
    expect(save(dialog).disabled).toBe(true);
    fireEvent.change(comment, { target: { value: 'Dented' } });
    expect(save(dialog).disabled).toBe(false);

    // Unticking the line drops its sub-items: nothing is selected again.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Screen: Patio' }));
    expect(save(dialog).disabled).toBe(true);
    expect(inputsOf('warranty.create')).toEqual([]);
  });

  it('files the ticked screen and roof with their sub-items and comments, toasts and closes', async () => {
    const created = makeWarranty();
    const { inputsOf } = renderPage([], { 'warranty.create': () => created });
    const dialog = await openAndChooseOrder();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Screen: Patio' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Motor' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motor comment/ }), { target: { value: 'Does not turn' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Roof: Pergola' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Gutter' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Gutter comment/ }), { target: { value: 'Leaks' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Both damaged in transit' } });
    fireEvent.click(save(dialog));
    expect((await screen.findByText('Warranty Request submitted')).isConnected).toBe(true);
    expect(inputsOf('warranty.create')).toEqual([
      {
        order: shipped._id,
        warrantyMessage: 'Both damaged in transit',
        warrantyItems: [
          { itemId: 'screen-1', subItems: ['Motor'], comments: { Motor: 'Does not turn' } },
          { itemId: 'roof-1', subItems: ['Gutter'], comments: { Gutter: 'Leaks' } },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal and stays open", async () => {
    renderPage([], {
      'warranty.create': () => {
        throw { code: 'CONFLICT', message: 'Warranty requests can be filed only on approved or shipped orders' };
      },
    });
    const dialog = await openAndChooseOrder();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Screen: Patio' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Broken' } });
    fireEvent.click(save(dialog));
    expect((await within(dialog).findByText(/can be filed only on approved or shipped orders/)).isConnected).toBe(true);
    expect(screen.getByRole('dialog').isConnected).toBe(true);
  });
});
