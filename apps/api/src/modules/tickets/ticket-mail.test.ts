import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { outboxMail } from '../mail/templates/mail-test-kit';
import { fileTicket, type User } from './tickets-test-kit';

/** A ticket's mails, as the outbox holds them after the real actions: plain text and HTML, what a dealer typed printed as text. */
let t: TestApp;
let dealer: User;
let admin: User;
let publicUrl: string;
const support = 'support@example.com';
beforeAll(async () => {
  t = await createTestApp();
  dealer = await t.makeUser({ ...roles.dealer, fname: 'Dana', lname: 'Dealer', email: 'ticket.mail.dealer@example.com' });
  admin = await t.makeUser({ ...roles.admin, fname: 'Sam', lname: 'Staff', email: 'ticket.mail.staff@example.com' });
  publicUrl = t.app.deps.config.PUBLIC_URL;
});
afterAll(() => t.close());

describe('ticket mails are multipart, the HTML like the portal', () => {
  it('an Urgent ticket, to support: its name and message as typed (markup as text, lines kept), a button to answer it', async () => {
    const message = 'Water through the gutter\n<script>alert(1)</script>';
    const ticket = await fileTicket(t, dealer, { ticketType: 'Urgent', ticketName: '<b>Acme</b> leak', ticketMessage: message });
    const mail = await outboxMail(t, support, `Urgent ticket #${ticket.ticketId}`);
    const href = `${publicUrl}/admin/tickets?ticket=${ticket._id}`;
    expect(mail.plain).toContain(`<b>Acme</b> leak\n\n${message}\n\nAnswer it at:\n${href}\n`);
    expect(mail.heading).toBe(`Urgent ticket #${ticket.ticketId}`);
    expect(mail.text).toContain('Dana Dealer (ticket.mail.dealer@example.com) of Shade Masters Inc. filed an Urgent ticket: <b>Acme</b> leak');
    expect(mail.rows).toEqual([
      ['Ticket', `#${ticket.ticketId} <b>Acme</b> leak`],
      ['Dealer', 'Shade Masters Inc.'],
      ['Status', 'New'],
    ]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Water through the gutter\n&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.buttonHref).toBe(href);
  });

  it('a status an administrator gave, and a staff reply, to the dealer: a button to the ticket on the account page', async () => {
    const ticket = await fileTicket(t, dealer, { ticketName: 'Motor hums' });
    const href = `${publicUrl}/account/tickets?ticket=${ticket._id}`;
    await t.call('PATCH', `/api/tickets/${ticket._id}`, { token: admin.token, body: { ticketStatus: 'In Progress' } });
    const status = await outboxMail(t, dealer.email, `Your ticket #${ticket.ticketId} is now In Progress`);
    expect(status.plain).toBe(`Your ticket "Motor hums" went from New to In Progress.\n\n${href}\n`);
    expect(status.heading).toBe(`Your ticket #${ticket.ticketId} is now In Progress`);
    expect(status.text).toContain('Your ticket "Motor hums" went from New to In Progress.');
    expect(status.buttonHref).toBe(href);

    await t.call('POST', `/api/tickets/${ticket._id}/replies`, { token: admin.token, body: { message: 'A new motor ships <u>tomorrow</u>' } });
    const reply = await outboxMail(t, dealer.email, `New reply to your ticket #${ticket.ticketId}`);
    expect(reply.plain).toContain('Sam Staff replied to your ticket "Motor hums":\n\nA new motor ships <u>tomorrow</u>\n\n');
    expect(reply.heading).toBe(`New reply to your ticket #${ticket.ticketId}`);
    expect(reply.text).toContain('Sam Staff replied to your ticket "Motor hums": A new motor ships <u>tomorrow</u>');
    expect(reply.html).toContain('A new motor ships &lt;u&gt;tomorrow&lt;/u&gt;');
    expect(reply.buttonHref).toBe(href);
  });
});
