import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { asAdminRow, makeTicket, withReplies } from '../ticket-test-kit';
import { AdminTicketsPage } from './admin-tickets-page';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ isAdmin: true, storeAccess: true, fname: 'Sam', lname: 'Staff', bc_customer_id: 'C0099' });
const ticket = makeTicket({ ticketName: 'Motor hums' });

function renderAt(path: string) {
  writeSession(admin);
  const calls = fakeApi({
    'tickets.adminList': () => ({ items: [asAdminRow(ticket)], total: 200, offset: 0, limit: 50, counts: { New: 1, 'In Progress': 0, Open: 1, Closed: 0 } }),
    'tickets.get': () => withReplies(ticket),
  });
  const { router } = renderRoutes(
    [
      {
        path: '/admin/tickets',
        element: (
          <TestEnv>
            <AdminTicketsPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  const lastList = () => calls.filter((call) => call.path === 'tickets.adminList').at(-1)?.input;
  const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { lastList, params };
}

describe("the administrators' ticket list keeps its filters and page in its address (issue 29 point 7)", () => {
  it('opens at the status, dealer or person and page its link names; a conversation opens over it and keeps them', async () => {
    const { lastList, params } = renderAt('/admin/tickets?status=Open&q=dana&page=3');
    fireEvent.click(await screen.findByRole('button', { name: 'View Motor hums' }));
    expect(lastList()).toEqual({ status: 'Open', filter: 'dana', offset: 100, limit: 50 });
    expect((screen.getByRole('textbox', { name: 'Dealer name' }) as HTMLInputElement).value).toBe('dana');
    await waitFor(() => expect(params()).toEqual({ status: 'Open', q: 'dana', page: '3', ticket: ticket._id }));
  });

  it('a new status or dealer filter goes into the address and starts at the first page', async () => {
    const { params, lastList } = renderAt('/admin/tickets?page=2');
    await screen.findByRole('button', { name: 'View Motor hums' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Dealer name' }), { target: { value: 'Olga' } });
    await waitFor(() => expect(params()).toEqual({ q: 'Olga' }));
    await waitFor(() => expect(lastList()).toEqual({ filter: 'Olga', offset: 0, limit: 50 }));
  });
});
