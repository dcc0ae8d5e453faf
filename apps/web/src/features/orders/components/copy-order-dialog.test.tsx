import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOrderCopy } from '@portal/domain/orders/order-copy';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeOrder } from '../../../test/order-factory';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { DealerOrdersPage } from '../pages/dealer-orders-page';

afterEach(() => vi.unstubAllGlobals());

/** The dealer who owns makeOrder()'s orders (customer C0001). */
const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });

const rejected = makeOrder({ orderName: 'Lakeside', status: 'REJECTED', rejectionReason: 'Wrong colour' });
const draft: TOrderCopy = {
  ...makeOrder({ _id: '20000000-0000-4000-8000-000000000001', orderName: 'Copy of Lakeside', status: 'DRAFT' }),
  totalsCents: { screensTotal: 85135, roofsTotal: 0, partsTotal: 0, totalPrice: 85135 },
  copiedFrom: { _id: rejected._id, orderName: 'Lakeside', currency: 'USD' },
  copiedLines: [{ section: 'screens', name: 'Screen 1 (Patio)', oldPrice: 842.85, newPrice: 851.35, difference: 8.5 }],
  leftOut: [{ section: 'parts', name: 'Part 1 (Handheld Remote)', reason: 'Item not found: RM-5CH-WHT' }],
};

function renderPage() {
  writeSession(owner);
  const calls = fakeApi({
    'orders.dealerList': () => ({ items: [rejected], total: 1, offset: 0, limit: 25 }),
    'orders.copy': () => draft,
    'settings.get': () => ({ adjustmentsEnabled: true }),
  });
  renderRoutes(
    [
      {
        path: '/account/orders',
        element: (
          <TestEnv>
            <DealerOrdersPage />
          </TestEnv>
        ),
      },
    ],
    '/account/orders',
  );
  return calls;
}

describe('Copy an order (issue 29)', () => {
  it('asks first, then shows each line at its old and new price, the difference, and the lines left out', async () => {
    const calls = renderPage();
    const row = (await screen.findByText('Lakeside')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Lakeside' }));
    const ask = await screen.findByRole('dialog', { name: 'Copy order' });
    expect(ask.textContent).toContain("Every line is priced again at today's prices");
    expect(calls.some((c) => c.path === 'orders.copy')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Copy to a new draft' }));

    const done = await screen.findByRole('dialog', { name: 'Order copied' });
    const copyCall = calls.find((c) => c.path === 'orders.copy');
    expect(copyCall?.input).toEqual({ id: rejected._id, idempotencyKey: expect.any(String) });
    const line = within(done).getByRole('row', { name: /Screen 1 \(Patio\)/ });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Screen 1 (Patio)', '$842.85', '$851.35', '+$8.50']);
    expect(within(done).getByRole('row', { name: /Total copied/ }).textContent).toBe('Total copied$842.85$851.35+$8.50');
    expect(within(done).getByText(/Not copied: one line is no longer sold/).isConnected).toBe(true);
    expect(within(done).getByText('Part 1 (Handheld Remote): Item not found: RM-5CH-WHT').isConnected).toBe(true);
    expect(within(done).getByRole('link', { name: 'Open the draft' }).getAttribute('href')).toBe(`/store?order=${draft._id}`);
  });

  it('says why when the copy is refused', async () => {
    writeSession(owner);
    fakeApi({
      'orders.dealerList': () => ({ items: [rejected], total: 1, offset: 0, limit: 25 }),
      'orders.copy': () => {
        throw { code: 'CONFLICT', message: 'Nothing in this order is sold today, so no draft was made' };
      },
      'settings.get': () => ({ adjustmentsEnabled: true }),
    });
    renderRoutes(
      [
        {
          path: '/account/orders',
          element: (
            <TestEnv>
              <DealerOrdersPage />
            </TestEnv>
          ),
        },
      ],
      '/account/orders',
    );
    const row = (await screen.findByText('Lakeside')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Copy Lakeside' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Copy order' })).getByRole('button', { name: 'Copy to a new draft' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Copy order' }).textContent).toContain('Nothing in this order is sold today'));
  });
});
