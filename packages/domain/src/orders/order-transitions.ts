import { DomainError } from '../errors/domain-error';
import type { OrderAction } from './order-actions';
import type { OrderStatus } from './order-status';

/** The statuses a save of the order dialog may ask for (ZSaveOrderInput.status). */
export type RequestedStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED';

/**
 * What a save asks to do and the status it gives (portal.md §4): Save gives DRAFT and Submit
 * SUBMITTED; an administrator processing a SUBMITTED order saves it as SUBMITTED or approves it
 * (APPROVED). Whether the caller may is `assertOrderAction(step.action, …)`.
 */
export function saveStep(current: OrderStatus | null, requested: RequestedStatus): { action: OrderAction; status: OrderStatus } {
  if (requested === 'APPROVED') return { action: 'approve', status: 'APPROVED' };
  if (current === 'SUBMITTED') return { action: 'save', status: requested };
  return requested === 'DRAFT' ? { action: 'save', status: 'DRAFT' } : { action: 'submit', status: 'SUBMITTED' };
}

/** Checked after the caller's right to the step: whoever processes a submitted order cannot send it back to draft. */
export function assertStepReachable(current: OrderStatus | null, status: OrderStatus): void {
  if (current === 'SUBMITTED' && status === 'DRAFT') throw new DomainError('CONFLICT', 'A submitted order cannot go back to draft');
}
