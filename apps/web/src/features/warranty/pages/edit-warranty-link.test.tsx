import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeWarranty } from '../warranty-test-kit';
import { AdminWarrantiesPage } from './admin-warranties-page';
import { DealerWarrantiesPage } from './dealer-warranties-page';

afterEach(() => vi.unstubAllGlobals());

const filed = makeWarranty({ warrantyId: 'W-00041', warrantyMessage: 'Opened from a link.' });
const admin = makeUser({ isAdmin: true, storeAccess: true });

function renderAt(path: string, page: ReactNode, user = admin) {
  writeSession(user);
  fakeApi({
    'warranty.dealerList': () => ({ items: [filed], total: 1, offset: 0, limit: 20 }),
    'warranty.adminList': () => ({ items: [filed], total: 1, offset: 0, limit: 50 }),
    'warranty.get': () => filed,
  });
  const { router } = renderRoutes([{ path: path.split('?')[0] ?? path, element: <TestEnv>{page}</TestEnv> }], path);
  return { router, params: () => Object.fromEntries(new URLSearchParams(router.state.location.search)) };
}

describe('the edit warranty dialog has a link of its own: ?warranty={id}&mode=edit', () => {
  it('the link (or a reload) opens the edit dialog; closing it drops the parameters', async () => {
    const { params } = renderAt(`/admin/warranties?status=Pending&warranty=${filed._id}&mode=edit`, <AdminWarrantiesPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Warranty Request W-00041' });
    expect(((await within(dialog).findByRole('textbox', { name: /Message/ })) as HTMLTextAreaElement).value).toBe('Opened from a link.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(params()).toEqual({ status: 'Pending' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Edit puts the dialog in the address as a new history entry, so Back closes it', async () => {
    const { router, params } = renderAt('/admin/warranties', <AdminWarrantiesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit W-00041' }));
    await screen.findByRole('dialog', { name: /Edit Warranty Request/ });
    expect(params()).toEqual({ warranty: filed._id, mode: 'edit' });
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(params()).toEqual({});
  });

  it('a dealer following the link (only staff edit) sees the request, not an error', async () => {
    renderAt(`/account/warranties?warranty=${filed._id}&mode=edit`, <DealerWarrantiesPage />, makeUser({ _id: filed.user ?? 'none', storeAccess: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Warranty Request W-00041' });
    expect((await within(dialog).findByText('Opened from a link.')).isConnected).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
