import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeWarranty } from '../warranty-test-kit';
import { DealerWarrantiesPage } from './dealer-warranties-page';

afterEach(() => vi.unstubAllGlobals());

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });

function renderAt(path: string, items = [makeWarranty({ warrantyId: 'W-00042' })]) {
  writeSession(owner);
  const calls = fakeApi({ 'warranty.dealerList': () => ({ items, total: items.length, offset: 0, limit: 20 }) });
  const { router } = renderRoutes(
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
    path,
  );
  const lastList = () => calls.filter((call) => call.path === 'warranty.dealerList').at(-1)?.input;
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { lastList, params };
}

describe('the dealer warranty list searches by text and keeps it in its address (issue 29 points 5 and 7)', () => {
  it('sends the search once typing stops, from the first page, and keeps it with the team choice', async () => {
    const { lastList, params } = renderAt('/account/warranties?scope=team&page=2');
    await screen.findByText(/W-00042/);
    expect(lastList()).toEqual({ scope: 'team', offset: 20 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search warranty requests' }), { target: { value: 'W-00042' } });
    await waitFor(() => expect(params()).toEqual({ scope: 'team', q: 'W-00042' }));
    await waitFor(() => expect(lastList()).toEqual({ scope: 'team', offset: 0, search: 'W-00042' }));
  });

  it('says so when nothing matches the search', async () => {
    renderAt('/account/warranties?q=nothing', []);
    expect((await screen.findByText('No warranty requests match this search.')).isConnected).toBe(true);
  });
});
