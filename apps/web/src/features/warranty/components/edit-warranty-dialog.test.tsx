import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WarrantyView } from '@portal/domain/warranty/warranty-view-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeWarranty } from '../warranty-test-kit';
import { AdminWarrantiesPage } from '../pages/admin-warranties-page';

afterEach(() => vi.unstubAllGlobals());

/** Each read of one warranty request (warranty.get) answers after a network's delay, as in a browser: the page renders while it is under way. */
function slowReads() {
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (decodeURIComponent(url).includes('warranty.get')) await new Promise((resolve) => setTimeout(resolve, 50));
    return answer(url, init);
  });
}

const admin = makeUser({ _id: '00000000-0000-4000-8000-00000000000a', isAdmin: true, storeAccess: true });

describe('EditWarrantyDialog', () => {
  // Seen in the browser journey (issue 17): the server's copy read again after the save is a new
  // version, the form made for the old one unmounts, and a close tied to the form was lost.
  it('closes after a save although the request is read again as a new version', async () => {
    let stored = makeWarranty({ warrantyId: 'W-00021' });
    writeSession(admin);
    fakeApi({
      'warranty.adminList': () => ({ items: [stored], total: 1, offset: 0, limit: 50 }),
      'warranty.get': () => stored,
      'warranty.update': (input) => {
        stored = {
          ...stored,
          warrantyStatus: (input as { warrantyStatus: WarrantyView['warrantyStatus'] }).warrantyStatus,
          updatedAt: '2026-11-07T15:00:00.000Z',
        };
        return stored;
      },
    });
    slowReads();
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
    fireEvent.click(await screen.findByRole('button', { name: 'Edit W-00021' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Warranty updated Successfully')).isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
