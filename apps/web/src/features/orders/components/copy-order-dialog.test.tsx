import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOrderCopy, TOrderCopyPreview } from '@portal/domain/orders/order-copy';
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
const totalsCents = { screensTotal: 85135, roofsTotal: 0, partsTotal: 0, totalPrice: 85135 };
const copiedFrom = { _id: rejected._id, orderName: 'Lakeside', currency: 'USD' as const };
const copiedLines: TOrderCopy['copiedLines'] = [{ section: 'screens', name: 'Screen 1 (Patio)', oldPrice: 842.85, newPrice: 851.35, difference: 8.5 }];
const leftOut: TOrderCopy['leftOut'] = [{ section: 'parts', name: 'Part 1 (Handheld Remote)', reason: 'No longer sold' }];
const preview: TOrderCopyPreview = { copiedFrom, currency: 'USD', copiedLines, leftOut, totalsCents };
const draft: TOrderCopy = {
  ...makeOrder({ _id: '20000000-0000-4000-8000-000000000001', orderName: 'Copy of Lakeside', status: 'DRAFT' }),
  totalsCents,
  copiedFrom,
  copiedLines,
  leftOut,
};

function renderPage(handlers: Record<string, (input: unknown) => unknown> = {}) {
  writeSession(owner);
  const calls = fakeApi({
    'orders.dealerList': () => ({ items: [rejected], total: 1, offset: 0, limit: 25 }),
    'orders.copyPreview': () => preview,
    'orders.copy': () => draft,
    'settings.get': () => ({ adjustmentsEnabled: true }),
    ...handlers,
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

/** Opens the Copy dialog of the Lakeside row. */
async function openCopy() {
  const row = (await screen.findByText('Lakeside')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Copy Lakeside' }));
  return screen.findByRole('dialog', { name: 'Copy order' });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Copy an order (issue 29)', () => {
  it('shows each line at its old and new price, the difference and the lines left out before anything is saved; copies on the button', async () => {
    const calls = renderPage();
    const ask = await openCopy();
    expect(ask.textContent).toContain("Every line is priced again at today's prices");
    const line = await within(ask).findByRole('row', { name: /Screen 1 \(Patio\)/ });
    expect(cellsOf(line)).toEqual(['Screen 1 (Patio)', '$842.85', '$851.35', '+$8.50']);
    expect(within(ask).getByRole('row', { name: /Total copied/ }).textContent).toBe('Total copied$842.85$851.35+$8.50');
    expect(within(ask).getByText(/Not copied: one line is no longer sold/).isConnected).toBe(true);
    expect(within(ask).getByText('Part 1 (Handheld Remote): No longer sold').isConnected).toBe(true);
    // The differences are read from the preview: nothing is copied yet.
    expect(calls.filter((c) => c.path === 'orders.copyPreview').map((c) => c.input)).toEqual([{ id: rejected._id }]);
    expect(calls.filter((c) => c.path === 'orders.copy')).toHaveLength(0);

    fireEvent.click(within(ask).getByRole('button', { name: 'Copy to a new draft' }));
    const done = await screen.findByRole('dialog', { name: 'Order copied' });
    const copyCalls = calls.filter((c) => c.path === 'orders.copy');
    expect(copyCalls.map((c) => c.input)).toEqual([{ id: rejected._id, idempotencyKey: expect.any(String) }]);
    expect(done.textContent).toContain('Saved as the draft Copy of Lakeside');
    expect(cellsOf(within(done).getByRole('row', { name: /Screen 1 \(Patio\)/ }))).toEqual(['Screen 1 (Patio)', '$842.85', '$851.35', '+$8.50']);
    expect(within(done).getByRole('link', { name: 'Open the draft' }).getAttribute('href')).toBe(`/store?order=${draft._id}`);
    // The list refetches for the new draft; the preview is not asked again (it prices the order on the server).
    await waitFor(() => expect(calls.filter((c) => c.path === 'orders.dealerList').length).toBeGreaterThan(1));
    expect(calls.filter((c) => c.path === 'orders.copyPreview')).toHaveLength(1);
  });

  it('names the currencies when the copied order was in another one, and gives no difference', async () => {
    renderPage({
      'orders.copyPreview': () => ({ ...preview, copiedFrom: { ...copiedFrom, currency: 'CAD' }, copiedLines: [{ ...copiedLines[0], difference: null }] }),
    });
    const ask = await openCopy();
    const line = await within(ask).findByRole('row', { name: /Screen 1 \(Patio\)/ });
    expect(cellsOf(line)).toEqual(['Screen 1 (Patio)', 'CA$842.85', '$851.35', '—']);
    expect(ask.textContent).toContain('The copied order is in CAD; the draft is in USD, your currency.');
  });

  it('says why when the preview is refused, and offers no copy', async () => {
    const calls = renderPage({
      'orders.copyPreview': () => {
        throw { code: 'CONFLICT', message: 'Your account is not linked to an ERP customer, so it has no prices' };
      },
    });
    const ask = await openCopy();
    await within(ask).findByText('Your account is not linked to an ERP customer, so it has no prices');
    expect(within(ask).getByRole('button', { name: 'Copy to a new draft' }).hasAttribute('disabled')).toBe(true);
    expect(calls.filter((c) => c.path === 'orders.copy')).toHaveLength(0);
  });

  it('says why when the copy is refused', async () => {
    renderPage({
      'orders.copy': () => {
        throw { code: 'CONFLICT', message: 'Nothing in this order is sold today, so no draft was made' };
      },
    });
    const ask = await openCopy();
    await within(ask).findByRole('row', { name: /Screen 1 \(Patio\)/ });
    fireEvent.click(within(ask).getByRole('button', { name: 'Copy to a new draft' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Copy order' }).textContent).toContain('Nothing in this order is sold today'));
  });
});
