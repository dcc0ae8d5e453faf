import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { allowedTicketActions, assertTicketAction, canTicket, type TicketSubject, type TicketViewer } from './ticket-actions';
import type { TicketStatus } from './ticket-status';

const owner: TicketViewer = { userId: 'u1', isAdmin: false, customerId: 'C1' };
const teammate: TicketViewer = { userId: 'u2', isAdmin: false, customerId: 'C1' };
const other: TicketViewer = { userId: 'u3', isAdmin: false, customerId: 'C2' };
const admin: TicketViewer = { userId: 'a1', isAdmin: true, customerId: 'C9' };
const ticket = (status: TicketStatus = 'New'): TicketSubject => ({ status, ownerId: 'u1', customerId: 'C1' });

function refusal(fn: () => void): { code: string; message: string } | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message };
    throw e;
  }
}

describe('ticket actions', () => {
  it('lets the owner view, edit while New and reply until Closed', () => {
    expect([...allowedTicketActions(owner, ticket('New'))]).toEqual(['view', 'edit', 'reply']);
    expect([...allowedTicketActions(owner, ticket('In Progress'))]).toEqual(['view', 'reply']);
    expect([...allowedTicketActions(owner, ticket('Closed'))]).toEqual(['view']);
  });

  it('lets the team view only', () => {
    for (const status of ['New', 'In Progress', 'Closed'] as const) expect([...allowedTicketActions(teammate, ticket(status))]).toEqual(['view']);
  });

  it('shows another customer nothing, and answers 404 as for a missing ticket', () => {
    expect(allowedTicketActions(other, ticket()).size).toBe(0);
    for (const action of ['view', 'edit', 'reply', 'changeStatus'] as const)
      expect(refusal(() => assertTicketAction(action, other, ticket()))).toEqual({ code: 'NOT_FOUND', message: 'Ticket not found' });
  });

  it('lets administrators view, reply and change the status, but not edit a dealer’s words', () => {
    expect([...allowedTicketActions(admin, ticket('New'))]).toEqual(['view', 'reply', 'changeStatus']);
    expect(canTicket('reply', admin, ticket('Closed'))).toBe(false);
    expect(refusal(() => assertTicketAction('edit', admin, ticket()))?.code).toBe('FORBIDDEN');
  });

  it('lets an administrator who filed a ticket edit it like a dealer', () => {
    expect(canTicket('edit', { ...admin, userId: 'u1' }, ticket('New'))).toBe(true);
  });

  it('refuses by role with 403 and by status with 409', () => {
    expect(refusal(() => assertTicketAction('edit', teammate, ticket()))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the dealer who filed the ticket can change its name and message',
    });
    expect(refusal(() => assertTicketAction('reply', teammate, ticket()))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the dealer who filed the ticket and staff can reply to it',
    });
    expect(refusal(() => assertTicketAction('changeStatus', owner, ticket()))).toEqual({
      code: 'FORBIDDEN',
      message: 'Only administrators can change the status of a ticket',
    });
    expect(refusal(() => assertTicketAction('edit', owner, ticket('In Progress')))).toEqual({
      code: 'CONFLICT',
      message: 'Only a New ticket can be edited: this one is In Progress',
    });
    expect(refusal(() => assertTicketAction('reply', owner, ticket('Closed')))?.code).toBe('CONFLICT');
    expect(refusal(() => assertTicketAction('reply', admin, ticket('Closed')))).toEqual({
      code: 'CONFLICT',
      message: 'This ticket is closed: reopen it to reply',
    });
  });

  it('gives a ticket whose owner was deleted no owner, and an account without a customer no team', () => {
    const orphan: TicketSubject = { status: 'New', ownerId: null, customerId: null };
    expect(canTicket('view', { userId: 'x', isAdmin: false, customerId: null }, orphan)).toBe(false);
    expect(canTicket('view', admin, orphan)).toBe(true);
  });
});
