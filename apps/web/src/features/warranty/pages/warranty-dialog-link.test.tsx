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

const filed = makeWarranty({ warrantyId: 'W-00031', warrantyMessage: 'Opened from the mail.' });
const other = makeWarranty({ warrantyId: 'W-00032' });

function renderAt(path: string, page: ReactNode, user = makeUser({ _id: filed.user ?? 'none', storeAccess: true })) {
  writeSession(user);
  fakeApi({
    'warranty.dealerList': () => ({ items: [filed, other], total: 2, offset: 0, limit: 20 }),
    'warranty.adminList': () => ({ items: [filed, other], total: 2, offset: 0, limit: 50 }),
    'warranty.get': (input) => [filed, other].find((w) => w._id === (input as { id: string }).id),
  });
  const { router } = renderRoutes([{ path: path.split('?')[0] ?? path, element: <TestEnv>{page}</TestEnv> }], path);
  return router;
}

describe('a warranty request has a link of its own (issue 29)', () => {
  it('?warranty={id} opens that request on the dealer’s list; closing it drops the parameter, viewing another sets it', async () => {
    const router = renderAt(`/account/warranties?warranty=${filed._id}`, <DealerWarrantiesPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Warranty Request W-00031' });
    expect((await within(dialog).findByText('Opened from the mail.')).isConnected).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(await screen.findByRole('button', { name: 'View W-00032' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?warranty=${other._id}`));
  });

  it('the same link opens it on the administrators’ list', async () => {
    renderAt(`/admin/warranties?warranty=${filed._id}`, <AdminWarrantiesPage />, makeUser({ isAdmin: true, storeAccess: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Warranty Request W-00031' });
    expect((await within(dialog).findByText('Opened from the mail.')).isConnected).toBe(true);
  });
});
