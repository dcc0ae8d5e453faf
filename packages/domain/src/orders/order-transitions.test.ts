import { describe, expect, it } from 'vitest';
import { assertStepReachable, saveStep } from './order-transitions';

describe('what a save asks for (portal.md §4)', () => {
  it('Save gives DRAFT and Submit SUBMITTED on a new, DRAFT or IN_CART order', () => {
    for (const from of [null, 'DRAFT', 'IN_CART'] as const) {
      expect(saveStep(from, 'DRAFT')).toEqual({ action: 'save', status: 'DRAFT' });
      expect(saveStep(from, 'SUBMITTED')).toEqual({ action: 'submit', status: 'SUBMITTED' });
    }
  });

  it('processing a SUBMITTED order: Save keeps SUBMITTED, Approve gives APPROVED, never back to draft', () => {
    expect(saveStep('SUBMITTED', 'SUBMITTED')).toEqual({ action: 'save', status: 'SUBMITTED' });
    expect(saveStep('SUBMITTED', 'APPROVED')).toEqual({ action: 'approve', status: 'APPROVED' });
    expect(saveStep('SUBMITTED', 'DRAFT')).toEqual({ action: 'save', status: 'DRAFT' });
    expect(() => assertStepReachable('SUBMITTED', 'DRAFT')).toThrow('A submitted order cannot go back to draft');
    expect(() => assertStepReachable('DRAFT', 'DRAFT')).not.toThrow();
  });

  it('approving is always the approve action, whatever the current status (the action decides)', () => {
    for (const from of [null, 'DRAFT', 'APPROVED', 'Shipped'] as const) expect(saveStep(from, 'APPROVED').action).toBe('approve');
  });
});
