import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextTicketState, patchParts } from './ticket-rules';
import { isOpenStatus, ticketStatuses, type TicketStatus } from './ticket-status';

const state = (status: TicketStatus) => ({ status, isOpen: isOpenStatus(status) });

describe('nextTicketState', () => {
  it('follows the status: Closed closes, anything else opens', () => {
    expect(nextTicketState(state('New'), { ticketStatus: 'Closed' })).toEqual({ status: 'Closed', isOpen: false });
    expect(nextTicketState(state('Closed'), { ticketStatus: 'New' })).toEqual({ status: 'New', isOpen: true });
    expect(nextTicketState(state('Closed'), { ticketStatus: 'In Progress' })).toEqual({ status: 'In Progress', isOpen: true });
  });

  it('reads isOpen alone: false closes, true reopens a Closed ticket as In Progress', () => {
    expect(nextTicketState(state('In Progress'), { isOpen: false })).toEqual({ status: 'Closed', isOpen: false });
    expect(nextTicketState(state('Closed'), { isOpen: true })).toEqual({ status: 'In Progress', isOpen: true });
    expect(nextTicketState(state('New'), { isOpen: true })).toEqual({ status: 'New', isOpen: true });
  });

  it('refuses a status and isOpen that disagree', () => {
    expect(() => nextTicketState(state('New'), { ticketStatus: 'Closed', isOpen: true })).toThrow('isOpen must be false for a Closed ticket');
    expect(() => nextTicketState(state('New'), { ticketStatus: 'In Progress', isOpen: false })).toThrow('isOpen must be false');
    expect(nextTicketState(state('New'), { ticketStatus: 'Closed', isOpen: false })).toEqual({ status: 'Closed', isOpen: false });
  });

  it('never yields a state whose isOpen is not "not Closed"', () => {
    const status = fc.constantFrom(...ticketStatuses);
    fc.assert(
      fc.property(status, fc.option(status, { nil: undefined }), fc.option(fc.boolean(), { nil: undefined }), (from, ticketStatus, isOpen) => {
        try {
          const next = nextTicketState(state(from), { ticketStatus, isOpen });
          return next.isOpen === isOpenStatus(next.status);
        } catch {
          return ticketStatus !== undefined && isOpen !== undefined && isOpen !== isOpenStatus(ticketStatus);
        }
      }),
    );
  });
});

describe('patchParts', () => {
  it('tells the dealer’s fields from the administrators’', () => {
    expect(patchParts({ ticketName: 'x' })).toEqual({ content: true, status: false });
    expect(patchParts({ isOpen: false })).toEqual({ content: false, status: true });
  });
});
