import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCatalogSnapshot } from '../features/store/api/use-catalog';
import { TRPCProvider } from '../shared/api/trpc';
import { fakeApi } from '../test/fake-api';
import { makeToken, makeUser } from '../test/factories';
import { appClients } from './app-clients';
import { prefetchStore } from './route-prefetch';

/** What the store page does with the catalog query, and nothing else. */
function CatalogProbe() {
  const { data } = useCatalogSnapshot();
  return <p>{data ? 'catalog here' : 'catalog loading'}</p>;
}

function renderInApp() {
  const { queryClient, trpcClient } = appClients();
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <CatalogProbe />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  appClients().queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the store route's loader", () => {
  it('starts the catalog request for a dealer with store access, and the page’s query finds it', async () => {
    const user = makeUser({ storeAccess: true });
    localStorage.setItem('userInfo', JSON.stringify(user));
    const calls = fakeApi({ 'catalog.snapshot': () => ({ unchanged: true }) });

    expect(prefetchStore()).toBeNull();
    expect(appClients().queryClient.isFetching()).toBe(1);
    renderInApp();
    expect((await screen.findByText('catalog here')).isConnected).toBe(true);
    const catalogCalls = calls.filter((call) => call.path === 'catalog.snapshot');
    expect(catalogCalls).toHaveLength(1);
    expect(catalogCalls[0]!.authorization).toBe(`Bearer ${user.token}`);
  });

  it.each([
    ['signed out', null],
    ['with an expired token', makeUser({ storeAccess: true, token: makeToken(Date.now() / 1000 - 60) })],
    ['without store access', makeUser({ storeAccess: false })],
  ])('fetches nothing for a visitor %s (the store turns them away)', async (_case, user) => {
    if (user) localStorage.setItem('userInfo', JSON.stringify(user));
    const calls = fakeApi({ 'catalog.snapshot': () => ({ unchanged: true }) });
    prefetchStore();
    await nextTick();
    expect(calls).toHaveLength(0);
    expect(appClients().queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
