import { DomainError } from '../errors/domain-error';
import { isDeletable, type OrderStatus } from './order-status';

export type OrderRole = 'dealer' | 'admin';

function conflict(message: string): never {
  throw new DomainError('CONFLICT', message);
}

/** The statuses a save of the order dialog may ask for (ZSaveOrderInput.status). */
export type RequestedStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED';

/**
 * Whether a save may move the order from `current` (null: new) to `requested` (portal.md §4).
 * - Anyone saves a new, DRAFT or IN_CART order as DRAFT, or submits it (SUBMITTED).
 * - An administrator processing a SUBMITTED order: Save keeps SUBMITTED, Approve gives APPROVED.
 * - A dealer cannot change a submitted order; nobody changes an approved, rejected or shipped one.
 */
export function statusAfterSave(current: OrderStatus | null, role: OrderRole, requested: RequestedStatus): OrderStatus {
  if (current === null || current === 'DRAFT' || current === 'IN_CART') {
    if (requested === 'APPROVED') conflict('Only a submitted order can be approved');
    return requested;
  }
  if (current === 'SUBMITTED') {
    if (role !== 'admin') conflict('A submitted order can no longer be changed by the dealer');
    if (requested === 'DRAFT') conflict('A submitted order cannot go back to draft');
    return requested;
  }
  return conflict(`A ${current === 'Shipped' ? 'shipped' : current.toLowerCase()} order can no longer be changed`);
}

/** Reject: administrators only, SUBMITTED only, with a reason of at least 3 characters. */
export function assertCanReject(current: OrderStatus, role: OrderRole): void {
  if (role !== 'admin') throw new DomainError('FORBIDDEN', 'Only administrators can reject orders');
  if (current !== 'SUBMITTED') conflict('Only submitted orders can be rejected');
}

/** Ship: administrators only, APPROVED orders without quote ids. */
export function assertCanShip(current: OrderStatus, role: OrderRole, quoteIds: readonly string[]): void {
  if (role !== 'admin') throw new DomainError('FORBIDDEN', 'Only administrators can ship orders');
  if (current !== 'APPROVED') conflict('Only approved orders can be shipped');
  if (quoteIds.length > 0) conflict('An order with quotes cannot be shipped from the portal');
}

export function assertCanDelete(current: OrderStatus): void {
  if (!isDeletable(current)) conflict('Only Draft or Rejected orders can be deleted.');
}
