import { DomainError } from '../errors/domain-error';
import { ticketMessages, type TTicketPatch } from './ticket-schemas';
import { isOpenStatus, type TicketStatus } from './ticket-status';

export interface TicketState {
  status: TicketStatus;
  isOpen: boolean;
}

/**
 * The status an administrator's change leads to, `isOpen` always equal to "not Closed":
 * - ticketStatus alone sets it (Closed closes, New or In Progress opens);
 * - isOpen alone: false closes; true reopens a Closed ticket as In Progress (staff are working on
 *   it again) and leaves an open one as it is;
 * - both: they must agree (400 otherwise), so no request stores a Closed open ticket.
 */
export function nextTicketState(current: TicketState, patch: Pick<TTicketPatch, 'ticketStatus' | 'isOpen'>): TicketState {
  const { ticketStatus, isOpen } = patch;
  if (ticketStatus !== undefined) {
    if (isOpen !== undefined && isOpen !== isOpenStatus(ticketStatus))
      throw new DomainError('BAD_INPUT', ticketMessages.openMismatch, { isOpen: ticketMessages.openMismatch });
    return { status: ticketStatus, isOpen: isOpenStatus(ticketStatus) };
  }
  if (isOpen === false) return { status: 'Closed', isOpen: false };
  if (isOpen === true && current.status === 'Closed') return { status: 'In Progress', isOpen: true };
  return { status: current.status, isOpen: isOpenStatus(current.status) };
}

/** Which fields of a patch ask for what: the dealer's part (name, message) and the administrators' (status). */
export function patchParts(patch: TTicketPatch) {
  return {
    content: patch.ticketName !== undefined || patch.ticketMessage !== undefined,
    status: patch.ticketStatus !== undefined || patch.isOpen !== undefined,
  };
}
