// Support tickets: the dealer files one and replies; an administrator takes it (In Progress),
// answers and finds it in the administrators' list; the dealer's list counts it by status.
import { expect, fail, type Portal } from './portal-client.js';

export async function ticketFlow(dealer: Portal, admin: Portal): Promise<void> {
  const filed = await dealer.POST('/api/tickets', {
    body: { ticketName: 'Integration example', ticketType: 'Support', ticketMessage: 'A question from the integration example' },
  });
  if (filed.error) fail('file a ticket', filed.error, filed.response);
  const ticket = filed.data;
  console.log(`ticket ${ticket.ticketId} filed: ${ticket.ticketStatus}`);

  const replied = await dealer.POST('/api/tickets/{id}/replies', { params: { path: { id: ticket._id } }, body: { message: 'Some more detail' } });
  if (replied.error) fail('reply to the ticket', replied.error, replied.response);

  // A dealer may not set the status: 403 FORBIDDEN, nothing changed.
  const refused = await dealer.PATCH('/api/tickets/{id}', { params: { path: { id: ticket._id } }, body: { ticketStatus: 'Closed' } });
  expect(refused.error?.code === 'FORBIDDEN', 'a dealer setting the status answers FORBIDDEN');

  const taken = await admin.PATCH('/api/tickets/{id}', { params: { path: { id: ticket._id } }, body: { ticketStatus: 'In Progress' } });
  if (taken.error) fail('take the ticket', taken.error, taken.response);
  const answered = await admin.POST('/api/tickets/{id}/replies', { params: { path: { id: ticket._id } }, body: { message: 'Here is the answer' } });
  if (answered.error) fail('answer the ticket', answered.error, answered.response);
  const queue = await admin.GET('/api/admin/tickets', { params: { query: { status: 'Open' } } });
  if (queue.error) fail('list open tickets', queue.error, queue.response);
  expect(
    queue.data.items.some((t) => t._id === ticket._id),
    'the ticket is in the open tickets',
  );

  const read = await dealer.GET('/api/tickets/{id}', { params: { path: { id: ticket._id } } });
  if (read.error) fail('read the ticket', read.error, read.response);
  const mine = await dealer.GET('/api/tickets/mytickets', { params: { query: { offset: 0 } } });
  if (mine.error) fail('list my tickets', mine.error, mine.response);
  console.log(`ticket ${read.data.ticketStatus} with ${read.data.replies.length} replies; my tickets in progress: ${mine.data.counts['In Progress']}`);
}
