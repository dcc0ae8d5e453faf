import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeTicket, withReplies } from '../ticket-test-kit';
import { AdminTicketsPage } from './admin-tickets-page';
import { DealerTicketsPage } from './dealer-tickets-page';

afterEach(() => vi.unstubAllGlobals());

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true, bc_customer_id: 'C0001' });
const teammate = makeUser({ _id: '00000000-0000-4000-8000-0000000000bb', storeAccess: true, bc_customer_id: 'C0001' });
const admin = makeUser({ isAdmin: true, storeAccess: true });
const fresh = makeTicket({ ticketName: 'Fresh', ticketMessage: 'Opened from a link.' });

function renderAt(path: string, page: ReactNode, user = owner) {
  writeSession(user);
  fakeApi({
    'tickets.dealerList': () => ({ items: [fresh], total: 1, offset: 0, limit: 20, counts: { New: 1, 'In Progress': 0, Closed: 0 } }),
    'tickets.adminList': () => ({ items: [], total: 0, offset: 0, limit: 50, counts: { New: 0, 'In Progress': 0, Open: 0, Closed: 0 } }),
    'tickets.get': () => withReplies(fresh),
  });
  const { router } = renderRoutes([{ path: path.split('?')[0] ?? path, element: <TestEnv>{page}</TestEnv> }], path);
  return { router, params: () => Object.fromEntries(new URLSearchParams(router.state.location.search)) };
}

describe('the edit ticket dialog has a link of its own: ?ticket={id}&mode=edit', () => {
  it('the link (or a reload) opens the edit form; closing it drops the parameters', async () => {
    const { params } = renderAt(`/account/tickets?scope=team&ticket=${fresh._id}&mode=edit`, <DealerTicketsPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    expect(((await within(dialog).findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe('Fresh');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(params()).toEqual({ scope: 'team' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Edit puts the dialog in the address as a new history entry, so Back closes it', async () => {
    const { router, params } = renderAt('/account/tickets', <DealerTicketsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fresh' }));
    await screen.findByRole('dialog', { name: 'Edit Ticket' });
    expect(params()).toEqual({ ticket: fresh._id, mode: 'edit' });
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(params()).toEqual({});
  });

  it('closing an edit dialog opened from the list steps back rather than leaving a second list entry', async () => {
    const { router, params } = renderAt('/account/tickets', <DealerTicketsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fresh' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Edit Ticket' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(params()).toEqual({});
    expect(router.state.historyAction).toBe('POP');
  });

  it('a teammate following the link sees the conversation, not an error', async () => {
    const { params } = renderAt(`/account/tickets?ticket=${fresh._id}&mode=edit`, <DealerTicketsPage />, teammate);
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect((await within(dialog).findByText('Opened from a link.')).isConnected).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Edit Ticket' })).toBeNull();
    await waitFor(() => expect(params()).toEqual({ ticket: fresh._id }));
  });

  it('on the administrators’ list, which has no edit dialog, the link opens the conversation', async () => {
    renderAt(`/admin/tickets?ticket=${fresh._id}&mode=edit`, <AdminTicketsPage />, admin);
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect((await within(dialog).findByText('Opened from a link.')).isConnected).toBe(true);
  });
});
