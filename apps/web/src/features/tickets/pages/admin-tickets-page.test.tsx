import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminTicketsInput } from '@portal/domain/tickets/ticket-schemas';
import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { asAdminRow, makeTicket, withReplies } from '../ticket-test-kit';
import { AdminTicketsPage } from './admin-tickets-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const admin = makeUser({ isAdmin: true, storeAccess: true, fname: 'Sam', lname: 'Staff', bc_customer_id: 'C0099' });
const counts = { New: 3, 'In Progress': 2, Open: 5, Closed: 7 };

function renderPage(tickets: TicketView[], extra: Record<string, (input: unknown) => unknown> = {}) {
  writeSession(admin);
  const calls = fakeApi({
    'tickets.adminList': () => ({ items: tickets.map(asAdminRow), total: tickets.length, offset: 0, limit: 50, counts }),
    'tickets.get': (input) => withReplies(tickets.find((t) => t._id === (input as { id: string }).id) ?? tickets[0]!),
    ...extra,
  });
  renderRoutes(
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
    '/admin/tickets',
  );
  const inputsOf = (procedure: string) => calls.filter((call) => call.path === procedure).map((call) => call.input);
  return { inputsOf, lastList: () => inputsOf('tickets.adminList').at(-1) as TAdminTicketsInput | undefined };
}

describe('AdminTicketsPage (spec §2 Tickets)', () => {
  it('lists every dealer’s tickets with dealer name, portal user and price group, and the four counts', async () => {
    const { lastList } = renderPage([makeTicket({ ticketName: 'Motor hums' })]);
    const row = (await screen.findByText('Motor hums')).closest('tr') as HTMLElement;
    for (const text of ['Acme Screens', 'Dana Dealer', 'USD']) expect(within(row).getByText(text).isConnected).toBe(true);
    const group = screen.getByLabelText('Ticket counts');
    expect(['New 3', 'In Progress 2', 'Open 5', 'Closed 7'].every((text) => within(group).getByText(text).isConnected)).toBe(true);
    expect(lastList()).toEqual({ offset: 0, limit: 50 });
  });

  it('filters by status at once and by dealer name a second after typing stops', async () => {
    const { lastList } = renderPage([makeTicket()]);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(lastList()).toEqual({ offset: 0, limit: 50, status: 'Open' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Dealer name' }), { target: { value: ' acme ' } });
    expect(lastList()).toEqual({ offset: 0, limit: 50, status: 'Open' });
    await waitFor(() => expect(lastList()).toEqual({ offset: 0, limit: 50, status: 'Open', filter: 'acme' }));
  });

  it('says so in plain words when nothing matches', async () => {
    renderPage([]);
    expect((await screen.findByText('No dealer has filed a ticket yet.')).isConnected).toBe(true);
  });

  it('views the conversation, replies as staff and changes the status', async () => {
    const ticket = makeTicket({ ticketName: 'Needs staff' });
    const { inputsOf } = renderPage([ticket], {
      'tickets.reply': () =>
        withReplies(ticket, [
          { _id: '20000000-0000-4000-8000-0000000000aa', author: 'Sam Staff', isStaff: true, message: 'On it', createdAt: '2026-11-07T09:00:00.000Z' },
        ]),
      'tickets.update': (input) => withReplies({ ...ticket, ticketStatus: (input as { patch: { ticketStatus: 'Closed' } }).patch.ticketStatus, isOpen: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Needs staff' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Reply' }), { target: { value: 'On it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(inputsOf('tickets.reply')).toEqual([{ id: ticket._id, message: 'On it' }]));
    expect((await within(dialog).findByText('On it', { selector: 'p' })).isConnected).toBe(true);
    const save = within(dialog).getByRole('button', { name: 'Save Status' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Closed' }));
    fireEvent.click(save);
    await waitFor(() => expect(inputsOf('tickets.update')).toEqual([{ id: ticket._id, patch: { ticketStatus: 'Closed' } }]));
  });

  it('does not offer the dealer’s Edit to staff', async () => {
    renderPage([makeTicket({ ticketName: 'Not yours' })]);
    await screen.findByText('Not yours');
    expect(screen.queryByRole('button', { name: 'Edit Not yours' })).toBeNull();
  });
});
