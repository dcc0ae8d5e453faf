import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketView } from '@portal/domain/tickets/ticket-view-schemas';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { makeUser } from '../../../test/factories';
import { writeSession } from '../../../shared/session/session-store';
import { TestEnv } from '../../../test/test-env';
import { makeTicket, withReplies } from '../ticket-test-kit';
import { DealerTicketsPage } from '../pages/dealer-tickets-page';

afterEach(() => vi.unstubAllGlobals());

/** Each read of one ticket (tickets.get) answers after a network's delay, as in a browser: the page renders while it is under way. */
function slowReads() {
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (decodeURIComponent(url).includes('tickets.get')) await new Promise((resolve) => setTimeout(resolve, 50));
    return answer(url, init);
  });
}

const owner = makeUser({ _id: '00000000-0000-4000-8000-000000000001', storeAccess: true, fname: 'Dana', lname: 'Dealer' });

describe('EditTicketDialog', () => {
  // The warranty edit dialog lost its close this way (issue 17): the read after the save is a new
  // version, and the form made for the old one is remade. Kept as a guard for this dialog.
  it('closes after a save although the ticket is read again as a new version', async () => {
    let stored: TicketView = makeTicket({ ticketName: 'Fresh' });
    writeSession(owner);
    fakeApi({
      'tickets.dealerList': () => ({ items: [stored], total: 1, offset: 0, limit: 20, counts: { New: 1, 'In Progress': 0, Closed: 0 } }),
      'tickets.get': () => withReplies(stored),
      'tickets.update': (input) => {
        stored = { ...stored, ...(input as { patch: Partial<TicketView> }).patch, updatedAt: '2026-11-07T15:00:00.000Z' };
        return withReplies(stored);
      },
    });
    slowReads();
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
      '/account/tickets',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Fresh' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Name/ }), { target: { value: 'Fresher' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Ticket updated')).isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
