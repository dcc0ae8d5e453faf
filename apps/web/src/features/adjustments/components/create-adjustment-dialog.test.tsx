import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@portal/domain/accounts/user';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { fakeApi } from '../../../test/fake-api';
import { inputsOf, makeAdjustmentListItem } from '../adjustments-test-kit';
import { CreateAdjustmentButton } from './create-adjustment-button';
import type { AdjustableOrder } from './create-adjustment-dialog';

afterEach(() => vi.unstubAllGlobals());

const dealer = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true });
const admin = makeUser({ _id: '00000000-0000-4000-8000-00000000000a', isAdmin: true, storeAccess: true });
const shipped: AdjustableOrder = { _id: '10000000-0000-4000-8000-000000000042', orderName: 'Backyard', status: 'Shipped' };
const created = makeAdjustmentListItem({ _id: '30000000-0000-4000-8000-000000000777', description: 'Wrong colour' });

function renderButton(
  order: AdjustableOrder,
  { user = dealer, enabled = true, handlers = {} }: { user?: SignedInUser; enabled?: boolean; handlers?: Parameters<typeof fakeApi>[0] } = {},
) {
  writeSession(user);
  const calls = fakeApi({
    'settings.get': () => ({ adjustmentsEnabled: enabled }),
    'adjustments.create': () => ({ ...created, screens: [], roofs: [], parts: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        path: '/account/orders',
        element: (
          <TestEnv>
            <CreateAdjustmentButton order={order} />
          </TestEnv>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/account/orders',
  );
  return { calls, ...view };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Adjust Backyard' }));
  return screen.findByRole('dialog', { name: 'New order adjustment' });
}

describe('CreateAdjustmentButton and its dialog (spec §2 create-adjustment dialog)', () => {
  it('is offered on an approved or shipped order while the feature is on', async () => {
    renderButton({ ...shipped, status: 'APPROVED' });
    expect((await screen.findByRole('button', { name: 'Adjust Backyard' })).isConnected).toBe(true);
  });

  it('is not offered on an order that is not approved or shipped', async () => {
    const { calls } = renderButton({ ...shipped, status: 'SUBMITTED' });
    await waitFor(() => expect(calls.some((call) => call.path === 'settings.get')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Adjust/ })).toBeNull();
  });

  it('is not offered while the Order adjustments switch is off', async () => {
    const { calls } = renderButton(shipped, { enabled: false });
    await waitFor(() => expect(calls.some((call) => call.path === 'settings.get')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Adjust/ })).toBeNull();
  });

  it('refuses a blank name and a name over 50 characters, sending nothing', async () => {
    const { calls } = renderButton(shipped);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByText('Adjustment name is required')).isConnected).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adjustment name/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByText('Adjustment name is required')).isConnected).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adjustment name/ }), { target: { value: 'x'.repeat(51) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByText('Adjustment name must be 50 characters or less')).isConnected).toBe(true);
    expect(inputsOf(calls, 'adjustments.create')).toEqual([]);
  });

  it('sends the trimmed name, waits, then links a dealer to /account/adjustments/{id}', async () => {
    let answer: (value: Response) => void = () => {};
    const { calls, router } = renderButton(shipped);
    const fetchBoth = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).includes('/adjustments') ? new Promise<Response>((resolve) => (answer = resolve)).then(() => fetchBoth(url, init)) : fetchBoth(url, init),
    );
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adjustment name/ }), { target: { value: '  Wrong colour  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByText('Creating the order adjustment…')).isConnected).toBe(true);
    answer(new Response());
    const link = await within(dialog).findByRole('link', { name: 'Open the adjustment' });
    expect(link.getAttribute('href')).toBe(`/account/adjustments/${created._id}`);
    expect(calls.filter((c) => c.path === 'adjustments.create')).toEqual([
      {
        path: 'adjustments.create',
        authorization: `Bearer ${dealer.token}`,
        input: { orderId: shipped._id, description: 'Wrong colour', idempotencyKey: expect.any(String) },
      },
    ]);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/adjustments/${created._id}`));
  });

  it('links an administrator to /admin/adjustments/{id}', async () => {
    renderButton(shipped, { user: admin });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adjustment name/ }), { target: { value: 'Reviewer started' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('link', { name: 'Open the adjustment' })).getAttribute('href')).toBe(`/admin/adjustments/${created._id}`);
  });

  it('sends an idempotency key: Create again after a failure sends the same one, another name a new one', async () => {
    let answers = 0;
    const { calls } = renderButton(shipped, {
      handlers: {
        'adjustments.create': () => {
          answers += 1;
          if (answers === 1) throw { code: 'SERVICE_UNAVAILABLE', message: 'Try again later' };
          return { ...created, screens: [], roofs: [], parts: [] };
        },
      },
    });
    const keys = () => inputsOf(calls, 'adjustments.create').map((input) => (input as { idempotencyKey?: string }).idempotencyKey);
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Adjustment name/ });
    fireEvent.change(name, { target: { value: 'Wrong colour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByText('Try again later')).isConnected).toBe(true);
    fireEvent.change(name, { target: { value: 'Wrong color' } });
    fireEvent.change(name, { target: { value: 'Wrong colour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByRole('link', { name: 'Open the adjustment' });
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it("shows the server's refusal inside the dialog and keeps the form", async () => {
    renderButton(shipped, {
      handlers: {
        'adjustments.create': () => {
          throw { code: 'CONFLICT', message: 'Adjustments are filed on approved or shipped orders only' };
        },
      },
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adjustment name/ }), { target: { value: 'Wrong colour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByText('Adjustments are filed on approved or shipped orders only')).isConnected).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /Adjustment name/ }) as HTMLInputElement).value).toBe('Wrong colour');
  });
});
