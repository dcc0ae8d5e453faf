import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../errors/field-errors';
import { ZAdminTicketsInput, ZCreateTicketInput, ZTicketPatch, ZTicketReplyBody } from './ticket-schemas';

const errors = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrorsFromZod(result.error as never));

describe('ticket schemas', () => {
  it('needs a name and a message that are not blank: "Please fill in all fields"', () => {
    expect(errors(ZCreateTicketInput.safeParse({ ticketName: '  ', ticketType: 'Support', ticketMessage: '' }))).toEqual({
      ticketName: 'Please fill in all fields',
      ticketMessage: 'Please fill in all fields',
    });
    expect(errors(ZCreateTicketInput.safeParse({ ticketType: 'Support' }))).toEqual({
      ticketName: 'Please fill in all fields',
      ticketMessage: 'Please fill in all fields',
    });
  });

  it('trims, and takes only the three types', () => {
    expect(ZCreateTicketInput.parse({ ticketName: ' Door ', ticketType: 'Urgent', ticketMessage: ' Stuck ' })).toEqual({
      ticketName: 'Door',
      ticketType: 'Urgent',
      ticketMessage: 'Stuck',
    });
    expect(errors(ZCreateTicketInput.safeParse({ ticketName: 'a', ticketType: 'Bug', ticketMessage: 'b' }))).toEqual({
      ticketType: 'ticketType must be one of Support, Feedback, Urgent',
    });
  });

  it('bounds the lengths', () => {
    expect(errors(ZCreateTicketInput.safeParse({ ticketName: 'x'.repeat(101), ticketType: 'Support', ticketMessage: 'b' })).ticketName).toMatch(/too long/);
    expect(errors(ZCreateTicketInput.safeParse({ ticketName: 'a', ticketType: 'Support', ticketMessage: 'x'.repeat(5001) })).ticketMessage).toMatch(/too long/);
    expect(errors(ZTicketReplyBody.safeParse({ message: 'x'.repeat(5001) })).message).toMatch(/too long/);
    expect(errors(ZTicketReplyBody.safeParse({ message: ' ' })).message).toBe('Please write a reply');
  });

  it('refuses fields a client may not set, naming them', () => {
    const result = ZCreateTicketInput.safeParse({ ticketName: 'a', ticketType: 'Support', ticketMessage: 'b', ticketStatus: 'Closed', user: 'x' });
    expect(errors(result)).toEqual({ _: 'Unknown field: ticketStatus, user (cannot be set here)' });
    expect(errors(ZTicketPatch.safeParse({ createdAt: '2020-01-01' }))._).toMatch(/Unknown field: createdAt/);
  });

  it('refuses an empty patch', () => {
    expect(errors(ZTicketPatch.safeParse({}))._).toMatch(/Nothing to change/);
  });

  it('reads the admin list query with its defaults', () => {
    expect(ZAdminTicketsInput.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(errors(ZAdminTicketsInput.safeParse({ status: 'Done' })).status).toMatch(/status must be one of New, In Progress, Closed, Open/);
  });
});
