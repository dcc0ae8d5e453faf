import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { makeOrder } from '../../../test/order-factory';
import { renderRoutes } from '../../../test/render-with-providers';
import { DealerApprovalActions } from './dealer-approval-actions';

/** Issue 32: a team administrator decides on the team's order over the spending approval. */
afterEach(() => localStorage.clear());

const waiting = () => makeOrder({ status: 'AWAITING_DEALER_APPROVAL', user: 'someone-else' });
const signIn = (isTeamAdmin: boolean) => localStorage.setItem('userInfo', JSON.stringify(makeUser({ isTeamAdmin, bc_customer_id: 'C0001' })));
const render = (order = waiting()) => renderRoutes([{ path: '/', element: <DealerApprovalActions order={order} /> }], '/');

describe('dealer approval on an order (issue 32)', () => {
  it('offers nothing to a buyer of the team', () => {
    fakeApi({});
    signIn(false);
    render();
    expect(screen.queryByRole('button', { name: 'Approve and submit' })).toBeNull();
  });

  it('lets the team administrator approve at once', async () => {
    const calls = fakeApi({ 'orders.dealerApproval': () => ({ ...waiting(), status: 'SUBMITTED' }) });
    signIn(true);
    const order = waiting();
    render(order);
    fireEvent.click(screen.getByRole('button', { name: 'Approve and submit' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'orders.dealerApproval')?.input).toEqual({ id: order._id, decision: 'approve' }));
  });

  it('sends back only with a reason, which it sends', async () => {
    const calls = fakeApi({ 'orders.dealerApproval': () => ({ ...waiting(), status: 'DRAFT' }) });
    signIn(true);
    const order = waiting();
    render(order);
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText('Sending an order back needs a reason (3 characters or more)').isConnected).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Too many remotes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'orders.dealerApproval')?.input).toEqual({ id: order._id, decision: 'return', reason: 'Too many remotes' }),
    );
  });
});
