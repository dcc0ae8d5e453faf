import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeTicket, withReplies } from '../ticket-test-kit';
import { DealerTicketsPage } from './dealer-tickets-page';

// The toasts' store outlives a test: earlier toasts would queue a later test's out of sight.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true, fname: 'Dana', lname: 'Dealer' });
const counts = { New: 2, 'In Progress': 1, Closed: 4 };

function renderPage(tickets: TicketView[], extra: Record<string, (input: unknown) => unknown> = {}, viewer = owner, path = '/account/tickets') {
  writeSession(viewer);
  const calls = fakeApi({
    'tickets.dealerList': () => ({ items: tickets, total: tickets.length, offset: 0, limit: 20, counts }),
    'tickets.get': (input) => withReplies(tickets.find((t) => t._id === (input as { id: string }).id) ?? tickets[0]!),
    ...extra,
  });
  renderRoutes(
    [
      {
        path: '/account/tickets',
        element: (
          <TestEnv>
            <DealerTicketsPage />
          </TestEnv>
        ),
      },
    ],
    path,
  );
  const inputsOf = (procedure: string) => calls.filter((call) => call.path === procedure).map((call) => call.input);
  return { calls, inputsOf };
}

describe('DealerTicketsPage (spec §2 Tickets)', () => {
  it('lists my tickets with the counts of New, In Progress and Closed', async () => {
    const { inputsOf } = renderPage([makeTicket({ ticketName: 'Motor hums', ticketId: 42, ticketStatus: 'In Progress' })]);
    const row = (await screen.findByText('Motor hums')).closest('tr') as HTMLElement;
    expect(within(row).getByText('In Progress').isConnected).toBe(true);
    expect(within(row).getByText('42').isConnected).toBe(true);
    const countGroup = screen.getByLabelText('Ticket counts');
    expect(['New 2', 'In Progress 1', 'Closed 4'].every((text) => within(countGroup).getByText(text).isConnected)).toBe(true);
    expect(inputsOf('tickets.dealerList').at(-1)).toEqual({ scope: 'mine', offset: 0 });
  });

  it('switches to team tickets, showing who filed each', async () => {
    const { inputsOf } = renderPage([makeTicket()]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Team Tickets' }));
    await waitFor(() => expect(inputsOf('tickets.dealerList').at(-1)).toEqual({ scope: 'team', offset: 0 }));
    expect((await screen.findByRole('columnheader', { name: 'Filed by' })).isConnected).toBe(true);
  });

  it('says so in plain words when there is no ticket', async () => {
    renderPage([]);
    expect((await screen.findByText('You have no tickets yet. Use New Ticket to ask for help or send feedback.')).isConnected).toBe(true);
  });

  it("refuses a blank name or message with 'Please fill in all fields' and sends nothing", async () => {
    const { inputsOf } = renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please fill in all fields');
    expect(inputsOf('tickets.create')).toEqual([]);
  });

  it('files a ticket with name, type and message, then closes the dialog and reloads the list', async () => {
    const created = makeTicket({ ticketName: 'Roof leaking', ticketType: 'Urgent' });
    const { inputsOf } = renderPage([], { 'tickets.create': () => withReplies(created) });
    fireEvent.click(await screen.findByRole('button', { name: 'New Ticket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: ' Roof leaking ' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: 'Water through the gutter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    await waitFor(() =>
      expect(inputsOf('tickets.create')).toEqual([{ ticketName: 'Roof leaking', ticketType: 'Urgent', ticketMessage: 'Water through the gutter' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(inputsOf('tickets.dealerList').length).toBeGreaterThan(1));
  });

  it('offers Edit on my New tickets only, reads the ticket again and saves name and message', async () => {
    const fresh = makeTicket({ ticketName: 'Fresh' });
    const { inputsOf } = renderPage(
      [
        fresh,
        makeTicket({ ticketName: 'Being worked', ticketStatus: 'In Progress' }),
        makeTicket({ ticketName: "Tom's", user: '00000000-0000-4000-8000-0000000000bb' }),
      ],
      { 'tickets.update': (input) => withReplies({ ...fresh, ticketName: (input as { patch: { ticketName: string } }).patch.ticketName }) },
    );
    await screen.findByText('Fresh');
    expect(screen.queryByRole('button', { name: 'Edit Being worked' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Edit Tom's" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Fresh' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    expect(inputsOf('tickets.get')).toContainEqual({ id: fresh._id });
    fireEvent.change(name, { target: { value: 'Fresher' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('tickets.update')).toEqual([{ id: fresh._id, patch: { ticketName: 'Fresher', ticketMessage: 'The motor hums.' } }]));
  });

  it('does not offer the edit form when the ticket is no longer New on the server: its conversation opens, with a note why', async () => {
    const listed = makeTicket({ ticketName: 'Moved meanwhile' });
    renderPage([listed], { 'tickets.get': () => withReplies({ ...listed, ticketStatus: 'In Progress' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Moved meanwhile' }));
    expect((await screen.findByText(/Only a New ticket can be edited/)).isConnected).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Edit Ticket' })).toBeNull();
  });

  it('shows the conversation in order with authors and times, and sends a reply', async () => {
    const ticket = makeTicket({ ticketName: 'Conversation', ticketMessage: 'First words' });
    const replies = [
      { _id: '20000000-0000-4000-8000-000000000001', author: 'Sam Staff', isStaff: true, message: 'Checking', createdAt: '2026-11-06T16:05:00.000Z' },
      { _id: '20000000-0000-4000-8000-000000000002', author: 'Dana Dealer', isStaff: false, message: 'Thanks', createdAt: '2026-11-06T17:10:00.000Z' },
    ];
    const { inputsOf } = renderPage([ticket], {
      'tickets.get': () => withReplies(ticket, replies),
      'tickets.reply': () =>
        withReplies(ticket, [
          ...replies,
          { _id: '20000000-0000-4000-8000-000000000003', author: 'Dana Dealer', isStaff: false, message: 'Any news?', createdAt: '2026-11-07T09:00:00.000Z' },
        ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Conversation' }));
    const dialog = await screen.findByRole('dialog');
    const conversation = await within(dialog).findByRole('list', { name: 'Conversation' });
    const items = within(conversation)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('First words');
    expect(items[1]).toMatch(/Sam Staff.*Staff.*Checking/);
    expect(items[2]).toMatch(/Dana Dealer.*Thanks/);
    expect(items[1]).toMatch(/November 6, 2026, \d+:05 (AM|PM)/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reply' }), { target: { value: 'Any news?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(inputsOf('tickets.reply')).toEqual([{ id: ticket._id, message: 'Any news?' }]));
    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(4));
  });

  it("shows a teammate's ticket to view only, and a closed ticket without a reply box", async () => {
    const teammates = makeTicket({ ticketName: "Tom's", user: '00000000-0000-4000-8000-0000000000bb' });
    renderPage([teammates]);
    fireEvent.click(await screen.findByRole('button', { name: "View Tom's" }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText('Only the dealer who filed this ticket and staff can reply.')).isConnected).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Send Reply' })).toBeNull();
  });

  it('opens the conversation a mail links to (?ticket=)', async () => {
    const ticket = makeTicket({ ticketName: 'From a mail', ticketStatus: 'Closed', isOpen: false });
    renderPage([ticket], {}, owner, `/account/tickets?ticket=${ticket._id}`);
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText('This ticket is closed. File a new ticket if you still need help.')).isConnected).toBe(true);
  });
});
