import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeWarranty } from '../warranty-test-kit';
import { AdminWarrantiesPage } from './admin-warranties-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ _id: '00000000-0000-4000-8000-00000000000a', isAdmin: true, storeAccess: true });

function renderPage(warranties: WarrantyView[], extra: Record<string, (input: unknown) => unknown> = {}) {
  writeSession(admin);
  const calls = fakeApi({
    'warranty.adminList': () => ({ items: warranties, total: warranties.length, offset: 0, limit: 50 }),
    'warranty.get': (input) => warranties.find((w) => w._id === (input as { id: string }).id) ?? warranties[0],
    ...extra,
  });
  renderRoutes(
    [
      {
        path: '/admin/warranties',
        element: (
          <TestEnv>
            <AdminWarrantiesPage />
          </TestEnv>
        ),
      },
    ],
    '/admin/warranties',
  );
  const inputsOf = (procedure: string) => calls.filter((call) => call.path === procedure).map((call) => call.input);
  return { calls, inputsOf };
}

describe('AdminWarrantiesPage (spec §2 Warranty lists, admin)', () => {
  it('lists every request, 50 a page: created, updated, items count, dealer name, portal user, status', async () => {
    const { inputsOf } = renderPage([makeWarranty({ warrantyId: 'W-00005', orderPortalNumber: 'P-000005', itemsCount: 2, warrantyStatus: 'In Progress' })]);
    const row = (await screen.findByText('W-00005 · P-000005 Backyard')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 7),
    ).toEqual(['Nov 05, 2026', 'Nov 06, 2026', '2', 'Acme Screens', 'Dana Dealer', 'In Progress']);
    expect(inputsOf('warranty.adminList').at(-1)).toEqual({ offset: 0, limit: 50 });
  });

  it('filters by status at once and by dealer name once typing stops', async () => {
    const { inputsOf } = renderPage([makeWarranty()]);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(inputsOf('warranty.adminList').at(-1)).toEqual({ offset: 0, limit: 50, status: 'Closed' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dealer name' }), { target: { value: ' Acme ' } });
    await waitFor(() => expect(inputsOf('warranty.adminList').at(-1)).toEqual({ offset: 0, limit: 50, status: 'Closed', filter: 'Acme' }));
  });

  it('says so in plain words when nothing is filed, and when the filters match nothing', async () => {
    renderPage([]);
    expect((await screen.findByText('No dealer has filed a warranty request yet.')).isConnected).toBe(true);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'New' }));
    expect((await screen.findByText('No warranty requests match these filters.')).isConnected).toBe(true);
  });

  it("the edit dialog changes the status from the server's copy, toasts 'Warranty updated Successfully' and closes", async () => {
    const listed = makeWarranty({ warrantyId: 'W-00009' });
    const { inputsOf } = renderPage([listed], { 'warranty.update': () => ({ ...listed, warrantyStatus: 'In Progress' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit W-00009' }));
    const dialog = await screen.findByRole('dialog');
    const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save().disabled).toBe(true)); // nothing changed yet
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    fireEvent.click(save());
    expect((await screen.findByText('Warranty updated Successfully')).isConnected).toBe(true);
    expect(inputsOf('warranty.update')).toEqual([{ _id: listed._id, warrantyStatus: 'In Progress' }]);
    expect(inputsOf('warranty.get')).toContainEqual({ id: listed._id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses a blank message in the form, and toasts 'Warranty Update Failed' when the server refuses", async () => {
    const listed = makeWarranty({ warrantyId: 'W-00010' });
    renderPage([listed], {
      'warranty.update': () => {
        throw { code: 'NOT_FOUND', message: 'Warranty not found' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit W-00010' }));
    const dialog = await screen.findByRole('dialog');
    const message = await within(dialog).findByRole('textbox', { name: /Message/ });
    const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.change(message, { target: { value: '   ' } });
    expect(save().disabled).toBe(true);
    expect(within(dialog).getByText('Please describe the problem').isConnected).toBe(true);
    fireEvent.change(message, { target: { value: 'Parts shipped' } });
    fireEvent.click(save());
    expect((await screen.findByText('Warranty Update Failed')).isConnected).toBe(true);
  });
});
