import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDealerOrdersInput } from '@portal/domain/orders/order-schemas';
import { clickOutsideAct } from '../../../test/click-outside-act';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeOrder } from '../../../test/order-factory';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { DealerOrdersPage } from './dealer-orders-page';

afterEach(() => vi.unstubAllGlobals());

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });
const deck = makeOrder({ orderName: 'Deck', orderNumber: '4411' });

function renderAt(path: string) {
  writeSession(owner);
  const calls = fakeApi({
    'orders.dealerList': () => ({ items: [deck], total: 80, offset: 0, limit: 25 }),
    'settings.get': () => ({ adjustmentsEnabled: true }),
  });
  const { router } = renderRoutes(
    [
      {
        path: '/account/orders',
        element: (
          <TestEnv>
            <DealerOrdersPage />
          </TestEnv>
        ),
      },
      { path: '/store', element: <p>The store</p> },
    ],
    path,
  );
  const lastInput = () => calls.filter((call) => call.path === 'orders.dealerList').at(-1)?.input as TDealerOrdersInput | undefined;
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { router, lastInput, params };
}

const teamRadio = () => screen.getByRole('radio', { name: 'Team Orders' }) as HTMLInputElement;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement;

describe('the dealer order list keeps its state in its address (issue 29 points 5 and 7)', () => {
  it('a shared link or a reload opens the list it names: team, search, sort and page', async () => {
    const { lastInput } = renderAt('/account/orders?scope=team&q=deck&sort=orderName&dir=asc&page=3');
    expect((await screen.findByText('Deck')).isConnected).toBe(true);
    expect(lastInput()).toEqual({ scope: 'team', search: 'deck', orderBy: 'orderName', sortOrder: 'asc', offset: 50, limit: 25 });
    expect(teamRadio().checked).toBe(true);
    expect(searchBox().value).toBe('deck');
    expect(screen.getByRole('columnheader', { name: /Order Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: '3' }).getAttribute('data-active')).toBe('true');
  });

  it('a link naming an unknown sort, scope or page falls back to the list’s own', async () => {
    const { lastInput } = renderAt('/account/orders?scope=everyone&sort=password&dir=up&page=-4');
    await screen.findByText('Deck');
    expect(lastInput()).toEqual({ scope: 'mine', orderBy: 'updatedAt', sortOrder: 'desc', offset: 0, limit: 25 });
  });

  it('each change goes into the address, a new filter or order from the first page; the search once typing stops', async () => {
    const { params, lastInput } = renderAt('/account/orders');
    await screen.findByText('Deck');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(params()).toEqual({ page: '2' }));
    fireEvent.click(teamRadio());
    await waitFor(() => expect(params()).toEqual({ scope: 'team' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: /Order Number/ }));
    await waitFor(() => expect(params()).toEqual({ scope: 'team', sort: 'orderNumber', dir: 'asc' }));
    fireEvent.change(searchBox(), { target: { value: ' 4411 ' } });
    await waitFor(() => expect(params()).toEqual({ scope: 'team', sort: 'orderNumber', dir: 'asc', q: '4411' }));
    await waitFor(() => expect(lastInput()).toEqual({ scope: 'team', search: '4411', orderBy: 'orderNumber', sortOrder: 'asc', offset: 0, limit: 25 }));
  });

  it('opening an order and coming Back shows the same list', async () => {
    const { router, lastInput } = renderAt('/account/orders?scope=team&q=deck&page=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Deck' }));
    expect((await screen.findByText('The store')).isConnected).toBe(true);
    await router.navigate(-1);
    expect((await screen.findByText('Deck')).isConnected).toBe(true);
    expect(router.state.location.search).toBe('?scope=team&q=deck&page=2');
    expect(lastInput()).toEqual({ scope: 'team', search: 'deck', orderBy: 'updatedAt', sortOrder: 'desc', offset: 25, limit: 25 });
    expect(searchBox().value).toBe('deck');
    expect(teamRadio().checked).toBe(true);
  });
});

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('My/Team radios follow a click at once (the address catches up after)', () => {
  it('the clicked radio is the checked one right after the click, both ways', async () => {
    const { params } = renderAt('/account/orders');
    await screen.findByText('Deck');
    clickOutsideAct(radio('Team Orders'));
    expect(radio('Team Orders').checked).toBe(true);
    expect(radio('My Orders').checked).toBe(false);
    await waitFor(() => expect(params()).toEqual({ scope: 'team' }));
    expect(radio('Team Orders').checked).toBe(true);
    clickOutsideAct(radio('My Orders'));
    expect(radio('My Orders').checked).toBe(true);
    expect(radio('Team Orders').checked).toBe(false);
    await waitFor(() => expect(params()).toEqual({}));
    expect(radio('My Orders').checked).toBe(true);
  });

  it('a change of the address from elsewhere (Back, a link) moves the radios too', async () => {
    renderAt('/account/orders?scope=team');
    await screen.findByText('Deck');
    expect(radio('Team Orders').checked).toBe(true);
  });
});
