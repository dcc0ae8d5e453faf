import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxFor } from '@portal/db/queries/mail-outbox';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { trpc } from '../orders/orders-test-kit';
import { fileTicket, mailSubjects, newTicket, type User } from './tickets-test-kit';

let t: TestApp;
let dealer: User;
let teammate: User;
let other: User;
let admin: User;
let noStore: User;
const support = 'support@example.com';

beforeAll(async () => {
  t = await createTestApp();
  dealer = await t.makeUser({ ...roles.dealer, fname: 'Dana', lname: 'Dealer', bcCustomerId: 'C10000' });
  teammate = await t.makeUser({ ...roles.dealer, fname: 'Tom', lname: 'Team', bcCustomerId: 'C10000' });
  other = await t.makeUser({ ...roles.dealer, fname: 'Olga', lname: 'Other', bcCustomerId: 'C10010' });
  admin = await t.makeUser({ ...roles.admin, fname: 'Sam', lname: 'Staff', bcCustomerId: 'C10020' });
  noStore = await t.makeUser({ isApproved: true, bcCustomerId: 'C10000' });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/tickets', () => {
  it('files a New, open ticket with the dealer’s details, owner and customer from the session', async () => {
    const res = await t.call('POST', '/api/tickets', { token: dealer.token, body: newTicket({ ticketName: '  Motor hums  ' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ticketName: 'Motor hums',
      ticketType: 'Support',
      ticketMessage: 'The motor hums but the screen does not move.',
      ticketStatus: 'New',
      isOpen: true,
      user: dealer.id,
      userDetails: {
        userName: 'Dana Dealer',
        email: dealer.email,
        bc_customer_id: 'C10000',
        bc_customer_displayName: 'Shade Masters Inc.',
        bc_customer_priceGroup: 'USD',
      },
      replies: [],
      replyCount: 0,
    });
    expect(res.body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.ticketId).toBeGreaterThan(0);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(res.body.updatedAt).toBe(res.body.createdAt);
  });

  it('numbers tickets one after another', async () => {
    const a = await fileTicket(t, dealer);
    const b = await fileTicket(t, dealer);
    expect(b.ticketId).toBe(a.ticketId + 1);
  });

  it("refuses a blank name or message with 'Please fill in all fields', naming the fields, and stores nothing", async () => {
    const before = (await t.call('GET', '/api/tickets/mytickets', { token: other.token })).body.total;
    const res = await t.call('POST', '/api/tickets', { token: other.token, body: { ticketName: '   ', ticketType: 'Support', ticketMessage: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_INPUT',
      message: 'Please fill in all fields',
      fieldErrors: { ticketName: 'Please fill in all fields', ticketMessage: 'Please fill in all fields' },
    });
    const missing = await t.call('POST', '/api/tickets', { token: other.token, body: { ticketType: 'Feedback', ticketMessage: 'Hi' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ ticketName: 'Please fill in all fields' });
    expect((await t.call('GET', '/api/tickets/mytickets', { token: other.token })).body.total).toBe(before);
  });

  it('takes only the three types', async () => {
    for (const ticketType of ['Support', 'Feedback', 'Urgent'])
      expect((await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketType }) })).status).toBe(201);
    const res = await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketType: 'urgent' }) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ ticketType: 'ticketType must be one of Support, Feedback, Urgent' });
    expect((await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketType: undefined }) })).status).toBe(400);
  });

  it('bounds the name and the message', async () => {
    expect((await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketName: 'x'.repeat(100) }) })).status).toBe(201);
    const long = await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketName: 'x'.repeat(101) }) });
    expect(long).toMatchObject({ status: 400, body: { fieldErrors: { ticketName: 'Ticket name is too long (100 characters max)' } } });
    const longMessage = await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketMessage: 'x'.repeat(5001) }) });
    expect(longMessage).toMatchObject({ status: 400, body: { fieldErrors: { ticketMessage: 'Message is too long (5000 characters max)' } } });
  });

  it('refuses a status, owner, customer or dates sent by the client', async () => {
    for (const extra of [
      { ticketStatus: 'Closed' },
      { isOpen: false },
      { user: other.id },
      { userDetails: { bc_customer_id: 'C10010' } },
      { createdAt: '2020-01-01T00:00:00.000Z' },
      { _id: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await t.call('POST', '/api/tickets', { token: dealer.token, body: newTicket(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(`Unknown field: ${Object.keys(extra)[0]} (cannot be set here)`);
    }
  });

  it('is for dealers: signed out 401, without store access 403', async () => {
    expect((await t.call('POST', '/api/tickets', { body: newTicket() })).status).toBe(401);
    expect((await t.call('POST', '/api/tickets', { token: noStore.token, body: newTicket() })).status).toBe(403);
  });

  it('mails an Urgent ticket to the support address at once, and no other type', async () => {
    const before = (await mailSubjects(t, support)).length;
    await fileTicket(t, dealer, { ticketType: 'Feedback' });
    expect((await mailSubjects(t, support)).length).toBe(before);
    const urgent = await fileTicket(t, dealer, { ticketType: 'Urgent', ticketName: 'Roof leaking', ticketMessage: 'Water through the gutter' });
    const [mail] = await listOutboxFor(t.db.db, support);
    expect(mail?.subject).toBe(`Urgent ticket #${urgent.ticketId}: Roof leaking (Shade Masters Inc.)`);
    expect(mail?.text).toContain('Water through the gutter');
    expect(mail?.text).toContain(`/admin/tickets?ticket=${urgent._id}`);
  });
});

describe('GET /api/tickets/{id}', () => {
  it('shows the ticket to its dealer, the team and administrators; another customer gets 404 as for a missing one', async () => {
    const ticket = await fileTicket(t, dealer);
    for (const user of [dealer, teammate, admin]) {
      const res = await t.call('GET', `/api/tickets/${ticket._id}`, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: ticket._id, replies: [] });
    }
    const hidden = await t.call('GET', `/api/tickets/${ticket._id}`, { token: other.token });
    const missing = await t.call('GET', '/api/tickets/00000000-0000-4000-8000-000000000000', { token: other.token });
    expect(hidden).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Ticket not found' } });
    expect(missing.body).toEqual(hidden.body);
    expect((await t.call('GET', `/api/tickets/${ticket._id}`)).status).toBe(401);
    expect((await t.call('GET', `/api/tickets/${ticket._id}`, { token: noStore.token })).status).toBe(403);
  });

  it("answers a malformed id with 400 'Invalid ticket id'", async () => {
    const res = await t.call('GET', '/api/tickets/not-an-id', { token: dealer.token });
    expect(res).toMatchObject({ status: 400, body: { message: 'Invalid ticket id', fieldErrors: { id: 'Invalid ticket id' } } });
  });
});

describe('PATCH /api/tickets/{id} by the dealer', () => {
  it('changes name and message while the ticket is New (the owner only)', async () => {
    const ticket = await fileTicket(t, dealer);
    const res = await t.call('PATCH', `/api/tickets/${ticket._id}`, {
      token: dealer.token,
      body: { ticketName: 'Motor hums loudly', ticketMessage: ' Since Monday ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ticketName: 'Motor hums loudly', ticketMessage: 'Since Monday', ticketStatus: 'New' });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
    const teamEdit = await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: teammate.token, body: { ticketName: 'Mine now' } });
    expect(teamEdit).toMatchObject({ status: 403, body: { message: 'Only the dealer who filed the ticket can change its name and message' } });
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: other.token, body: { ticketName: 'Mine now' } })).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Ticket not found',
    });
    const adminEdit = await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketMessage: 'Rewritten' } });
    expect(adminEdit.status).toBe(403);
    expect((await t.call('GET', `/api/tickets/${ticket._id}`, { token: dealer.token })).body).toMatchObject({
      ticketName: 'Motor hums loudly',
      ticketMessage: 'Since Monday',
    });
  });

  it('refuses blank values, unknown fields and an empty change', async () => {
    const ticket = await fileTicket(t, dealer);
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: dealer.token, body: { ticketName: ' ' } })).body).toMatchObject({
      message: 'Please fill in all fields',
      fieldErrors: { ticketName: 'Please fill in all fields' },
    });
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: dealer.token, body: { user: other.id } })).status).toBe(400);
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: dealer.token, body: { ticketType: 'Urgent' } })).status).toBe(400);
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: dealer.token, body: {} })).status).toBe(400);
    expect((await t.call('PATCH', '/api/tickets/nope', { token: dealer.token, body: { ticketName: 'x' } })).body.message).toBe('Invalid ticket id');
  });

  it('may not change the status (403) and changes nothing when it tries', async () => {
    const ticket = await fileTicket(t, dealer);
    for (const body of [{ ticketStatus: 'Closed' }, { isOpen: false }, { ticketName: 'Renamed', ticketStatus: 'In Progress' }]) {
      const res = await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: dealer.token, body });
      expect(res).toMatchObject({ status: 403, body: { message: 'Only administrators can change the status of a ticket' } });
    }
    expect((await t.call('GET', `/api/tickets/${ticket._id}`, { token: dealer.token })).body).toMatchObject({
      ticketName: 'Motor hums',
      ticketStatus: 'New',
      isOpen: true,
    });
  });

  it('refuses an edit once the ticket is no longer New (409)', async () => {
    const ticket = await fileTicket(t, dealer);
    await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketStatus: 'In Progress' } });
    const res = await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: dealer.token, body: { ticketMessage: 'More' } });
    expect(res).toMatchObject({ status: 409, body: { code: 'STATE_CONFLICT', message: 'Only a New ticket can be edited: this one is In Progress' } });
  });
});

describe('PATCH /api/tickets/{id} by administrators', () => {
  it('moves the status, keeps isOpen equal to "not Closed" and mails each change to the dealer', async () => {
    const ticket = await fileTicket(t, dealer, { ticketName: 'Status walk' });
    const patch = (body: object) => t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body });
    expect((await patch({ ticketStatus: 'In Progress' })).body).toMatchObject({ ticketStatus: 'In Progress', isOpen: true });
    expect((await patch({ ticketStatus: 'Closed' })).body).toMatchObject({ ticketStatus: 'Closed', isOpen: false });
    expect((await patch({ ticketStatus: 'New' })).body).toMatchObject({ ticketStatus: 'New', isOpen: true });
    expect((await patch({ isOpen: false })).body).toMatchObject({ ticketStatus: 'Closed', isOpen: false });
    expect((await patch({ isOpen: true })).body).toMatchObject({ ticketStatus: 'In Progress', isOpen: true });
    expect((await patch({ ticketStatus: 'Closed', isOpen: false })).body).toMatchObject({ ticketStatus: 'Closed', isOpen: false });
    const subjects = (await mailSubjects(t, dealer.email)).filter((s) => s.startsWith(`Your ticket #${ticket.ticketId} `));
    expect(subjects.reverse()).toEqual(
      ['In Progress', 'Closed', 'New', 'Closed', 'In Progress', 'Closed'].map((s) => `Your ticket #${ticket.ticketId} is now ${s}`),
    );
  });

  it('sends no mail when the status does not change', async () => {
    const ticket = await fileTicket(t, dealer);
    const before = (await mailSubjects(t, dealer.email)).length;
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketStatus: 'New' } })).status).toBe(200);
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { isOpen: true } })).body).toMatchObject({
      ticketStatus: 'New',
      isOpen: true,
    });
    expect((await mailSubjects(t, dealer.email)).length).toBe(before);
  });

  it('refuses a status and isOpen that disagree, and an unknown status', async () => {
    const ticket = await fileTicket(t, dealer);
    const res = await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketStatus: 'Closed', isOpen: true } });
    expect(res).toMatchObject({
      status: 400,
      body: { fieldErrors: { isOpen: 'isOpen must be false for a Closed ticket and true for a New or In Progress one' } },
    });
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketStatus: 'Done' } })).body.fieldErrors).toEqual({
      ticketStatus: 'ticketStatus must be one of New, In Progress, Closed',
    });
    expect((await t.call('GET', `/api/tickets/${ticket._id}`, { token: admin.token })).body).toMatchObject({ ticketStatus: 'New', isOpen: true });
  });

  it('is refused to the team (403) and hidden from another customer (404)', async () => {
    const ticket = await fileTicket(t, dealer);
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: teammate.token, body: { ticketStatus: 'Closed' } })).status).toBe(403);
    expect((await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: other.token, body: { ticketStatus: 'Closed' } })).status).toBe(404);
    expect((await t.call('PATCH', '/api/tickets/00000000-0000-4000-8000-000000000000', { token: admin.token, body: { ticketStatus: 'Closed' } })).status).toBe(
      404,
    );
  });
});

describe('POST /api/tickets/{id}/replies', () => {
  it('keeps the conversation in order with author, staff flag and time, and answers the ticket with its replies', async () => {
    const ticket = await fileTicket(t, dealer, { ticketName: 'Conversation' });
    const first = await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Any news?' } });
    expect(first.status).toBe(201);
    const second = await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: admin.token, body: { message: '  Checking with the factory  ' } });
    const third = await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Thanks' } });
    expect(third.body.replyCount).toBe(3);
    const view = await t.call('GET', `/api/tickets/${ticket._id}`, { token: teammate.token });
    expect(view.body.replies.map((r: { author: string; isStaff: boolean; message: string }) => [r.author, r.isStaff, r.message])).toEqual([
      ['Dana Dealer', false, 'Any news?'],
      ['Sam Staff', true, 'Checking with the factory'],
      ['Dana Dealer', false, 'Thanks'],
    ]);
    expect(Date.parse(view.body.replies[2].createdAt)).toBeGreaterThanOrEqual(Date.parse(view.body.replies[0].createdAt));
    // A reply marks the ticket changed: it moves to the top of the lists.
    expect(Date.parse(second.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.updatedAt));
    expect(Date.parse(first.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.createdAt));
  });

  it('mails a staff reply to the dealer, and not the dealer’s own', async () => {
    const ticket = await fileTicket(t, dealer, { ticketName: 'Reply mail' });
    await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Hello?' } });
    const subject = `New reply to your ticket #${ticket.ticketId}: Reply mail`;
    expect(await mailSubjects(t, dealer.email)).not.toContain(subject);
    await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: admin.token, body: { message: 'We ship a new motor tomorrow' } });
    const [mail] = await listOutboxFor(t.db.db, dealer.email);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain('Sam Staff replied');
    expect(mail?.text).toContain('We ship a new motor tomorrow');
  });

  it('lets the team view only (403), hides the ticket from another customer (404)', async () => {
    const ticket = await fileTicket(t, dealer);
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: teammate.token, body: { message: 'Me too' } })).body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the dealer who filed the ticket and staff can reply to it',
    });
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: other.token, body: { message: 'Me too' } })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await t.call('GET', `/api/tickets/${ticket._id}`, { token: dealer.token })).body.replies).toEqual([]);
  });

  it('refuses a reply to a Closed ticket (409) until staff reopen it', async () => {
    const ticket = await fileTicket(t, dealer);
    await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketStatus: 'Closed' } });
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Still broken' } })).body).toMatchObject({
      code: 'STATE_CONFLICT',
      message: 'This ticket is closed: file a new ticket, or ask staff to reopen it',
    });
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: admin.token, body: { message: 'Done' } })).status).toBe(409);
    await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { isOpen: true } });
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Still broken' } })).status).toBe(201);
  });

  it('refuses a blank, long or extended reply', async () => {
    const ticket = await fileTicket(t, dealer);
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: '  ' } })).body.fieldErrors).toEqual({
      message: 'Please write a reply',
    });
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'x'.repeat(5001) } })).body.fieldErrors).toEqual(
      { message: 'Reply is too long (5000 characters max)' },
    );
    expect((await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: dealer.token, body: { message: 'Hi', isStaff: true } })).status).toBe(400);
    expect((await t.call('POST', '/api/tickets/bad/replies', { token: dealer.token, body: { message: 'Hi' } })).body.message).toBe('Invalid ticket id');
  });

  it('stops at 200 replies per ticket (409)', async () => {
    const ticket = await fileTicket(t, dealer);
    await t.db.db.execute(`update tickets set reply_count = 200 where id = '${ticket._id}'`);
    const res = await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: admin.token, body: { message: 'One more' } });
    expect(res).toMatchObject({ status: 409, body: { message: 'This ticket has reached 200 replies: please file a new ticket' } });
  });
});

describe('tRPC tickets.*', () => {
  it('files, reads, edits, replies and lists through the same service', async () => {
    const created = await trpc(t, dealer.token, 'tickets.create', newTicket({ ticketName: 'Via tRPC' }), 'mutation');
    expect(created.data).toMatchObject({ ticketName: 'Via tRPC', ticketStatus: 'New', isOpen: true });
    const id = created.data._id as string;
    expect((await trpc(t, teammate.token, 'tickets.get', { id })).data).toMatchObject({ _id: id });
    expect((await trpc(t, other.token, 'tickets.get', { id })).error.data.code).toBe('NOT_FOUND');
    expect((await trpc(t, dealer.token, 'tickets.update', { id, patch: { ticketName: 'Renamed' } }, 'mutation')).data.ticketName).toBe('Renamed');
    expect((await trpc(t, dealer.token, 'tickets.update', { id, patch: { ticketStatus: 'Closed' } }, 'mutation')).error.data.code).toBe('FORBIDDEN');
    expect((await trpc(t, admin.token, 'tickets.reply', { id, message: 'On it' }, 'mutation')).data.replies).toHaveLength(1);
    expect((await trpc(t, admin.token, 'tickets.update', { id, patch: { ticketStatus: 'Closed' } }, 'mutation')).data).toMatchObject({
      ticketStatus: 'Closed',
      isOpen: false,
    });
    const blank = await trpc(t, dealer.token, 'tickets.create', newTicket({ ticketMessage: ' ' }), 'mutation');
    expect(blank.error.message).toBe('Please fill in all fields');
    expect((await trpc(t, dealer.token, 'tickets.dealerList', { scope: 'mine' })).data.items.some((i: { _id: string }) => i._id === id)).toBe(true);
    expect((await trpc(t, dealer.token, 'tickets.adminList', {})).error.data.code).toBe('FORBIDDEN');
    expect((await trpc(t, admin.token, 'tickets.adminList', {})).data.total).toBeGreaterThan(0);
  });
});
