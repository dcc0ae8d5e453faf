import { describe, expect, it } from 'vitest';
import { createEditGuard, editGuardMessages } from './adjustment-edit-guard';

describe('the edit guard', () => {
  it('blocks while a form is dirty, a pending warranty first, and clears when each is reported done', () => {
    const guard = createEditGuard();
    expect(guard.blocked()).toBeNull();
    guard.setDirty('i1', true);
    expect(guard.blocked()).toBe(editGuardMessages.unsavedModifications);
    guard.setPendingWarranty('i2', true);
    expect(guard.blocked()).toBe(editGuardMessages.pendingWarranty);
    guard.setPendingWarranty('i2', false);
    expect(guard.blocked()).toBe(editGuardMessages.unsavedModifications);
    guard.setDirty('i1', false);
    expect(guard.blocked()).toBeNull();
  });
});
