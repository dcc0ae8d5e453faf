import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { useCatalogSnapshot } from './use-catalog';

afterEach(() => vi.unstubAllGlobals());

const snapshot = (version: number, factor: number) => ({
  unchanged: false,
  version,
  catalog: { items: [], boms: [], unitsOfMeasure: [] },
  rules: [{ name: 'Custom Color Multiplier', method: '*', value: factor }],
});

function Probe() {
  const { data } = useCatalogSnapshot();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <>
      <p>{data && !data.unchanged ? `v${data.version} × ${data.rules[0]?.value}` : 'loading'}</p>
      <button onClick={() => void queryClient.invalidateQueries(trpc.catalog.snapshot.pathFilter())}>recheck</button>
    </>
  );
}

describe('the store catalog snapshot', () => {
  it('asks again naming the version it holds, keeps what it holds when unchanged, and takes a saved rule when the version moved', async () => {
    let answer: unknown = snapshot(7, 1.15);
    const calls = fakeApi({ 'catalog.snapshot': () => answer });
    renderRoutes([{ path: '/', element: <Probe /> }], '/');
    expect((await screen.findByText('v7 × 1.15')).isConnected).toBe(true);

    answer = { unchanged: true, version: 7 };
    screen.getByRole('button', { name: 'recheck' }).click();
    await waitFor(() => expect(calls.filter((c) => c.path === 'catalog.snapshot')).toHaveLength(2));
    expect(calls[1]?.input).toEqual({ knownVersion: 7 });
    expect(screen.getByText('v7 × 1.15').isConnected).toBe(true);

    answer = snapshot(8, 1.25);
    screen.getByRole('button', { name: 'recheck' }).click();
    expect((await screen.findByText('v8 × 1.25')).isConnected).toBe(true);
  });
});
