import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DomainError } from '../errors/domain-error';
import { applyUserPatch, endsSessions, toggleAvailability, type UserFlags } from './user-flag-rules';

const admin = { id: 'admin', isAdmin: true, isSuperAdmin: false };
const superAdmin = { id: 'super', isAdmin: true, isSuperAdmin: true };
const base: UserFlags & { id: string } = {
  id: 'u1',
  isApproved: false,
  storeAccess: false,
  isAdmin: false,
  isCorporation: false,
  isSuperAdmin: false,
  canManagePricing: false,
  canManageData: false,
  bc_customer_id: 'C1',
};

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}: ${e.message}`;
    throw e;
  }
  return 'accepted';
}

describe('toggle availability (portal.md §4)', () => {
  it('disables approval with store access, as admin, or with customer 000', () => {
    expect(toggleAvailability({ ...base }, admin).isApproved).toBe(true);
    expect(toggleAvailability({ ...base, isApproved: true, storeAccess: true }, admin).isApproved).toBe(false);
    expect(toggleAvailability({ ...base, isApproved: true, isAdmin: true }, admin).isApproved).toBe(false);
    expect(toggleAvailability({ ...base, bc_customer_id: '000' }, admin).isApproved).toBe(false);
  });

  it('disables store access for admins and unapproved accounts', () => {
    expect(toggleAvailability({ ...base }, admin).storeAccess).toBe(false);
    expect(toggleAvailability({ ...base, isApproved: true }, admin).storeAccess).toBe(true);
    expect(toggleAvailability({ ...base, isApproved: true, isAdmin: true }, admin).storeAccess).toBe(false);
  });

  it('disables admin for unapproved accounts', () => {
    expect(toggleAvailability({ ...base }, admin).isAdmin).toBe(false);
    expect(toggleAvailability({ ...base, isApproved: true }, admin).isAdmin).toBe(true);
  });

  it('enables super admin only for a super admin editing someone else', () => {
    expect(toggleAvailability({ ...base, isApproved: true }, admin).isSuperAdmin).toBe(false);
    expect(toggleAvailability({ ...base, isApproved: true, isAdmin: true }, superAdmin).isSuperAdmin).toBe(true);
    expect(toggleAvailability({ ...base, isApproved: true }, superAdmin).isSuperAdmin).toBe(false);
    expect(toggleAvailability({ ...base, id: 'super', isApproved: true, isAdmin: true }, superAdmin).isSuperAdmin).toBe(false);
  });
});

describe('applyUserPatch', () => {
  it('approves, then grants store access and admin (admin carries store access)', () => {
    const approved = applyUserPatch(base, { isApproved: true }, admin);
    expect(approved.next.isApproved).toBe(true);
    expect(approved.changes).toEqual(['approved']);
    const promoted = applyUserPatch({ ...base, ...approved.next }, { isAdmin: true }, admin);
    expect(promoted.next).toMatchObject({ isAdmin: true, storeAccess: true });
  });

  it('links a customer and approves in one patch', () => {
    expect(applyUserPatch({ ...base, bc_customer_id: null }, { bc_customer_id: 'C9', isApproved: true }, admin).next).toMatchObject({
      bc_customer_id: 'C9',
      isApproved: true,
    });
  });

  it('revokes in the safe order within one patch', () => {
    const admin2 = { ...base, isApproved: true, storeAccess: true, isAdmin: true };
    const { next, changes } = applyUserPatch(admin2, { isAdmin: false, storeAccess: false, isApproved: false }, admin);
    expect(next).toMatchObject({ isAdmin: false, storeAccess: false, isApproved: false });
    expect(endsSessions(changes)).toBe(true);
  });

  it('refuses what a disabled toggle would refuse', () => {
    expect(refusal(() => applyUserPatch(base, { storeAccess: true }, admin))).toBe('CONFLICT: Store access needs an approved account');
    expect(refusal(() => applyUserPatch({ ...base, bc_customer_id: '000' }, { isApproved: true }, admin))).toContain('CONFLICT');
    expect(refusal(() => applyUserPatch({ ...base, isApproved: true }, { isSuperAdmin: true }, admin))).toContain('FORBIDDEN');
    expect(refusal(() => applyUserPatch({ ...base, isApproved: true, isAdmin: true }, { isSuperAdmin: true }, { ...superAdmin, id: 'u1' }))).toContain(
      'own super admin',
    );
    expect(refusal(() => applyUserPatch({ ...base, isApproved: true }, { bc_customer_id: null }, admin))).toContain('CONFLICT');
    expect(refusal(() => applyUserPatch(base, { isCorporation: true }, { id: 'x', isAdmin: false, isSuperAdmin: false }))).toContain('FORBIDDEN');
  });

  it('lets only a super admin grant the back-office permissions, to administrators only', () => {
    const adminTarget = { ...base, isApproved: true, storeAccess: true, isAdmin: true };
    expect(refusal(() => applyUserPatch(adminTarget, { canManagePricing: true }, admin))).toContain('FORBIDDEN');
    expect(refusal(() => applyUserPatch({ ...base, isApproved: true }, { canManageData: true }, superAdmin))).toBe(
      'CONFLICT: Only administrators can hold this permission',
    );
    expect(applyUserPatch(adminTarget, { canManagePricing: true, canManageData: true }, superAdmin).next).toMatchObject({
      canManagePricing: true,
      canManageData: true,
    });
    expect(applyUserPatch({ ...adminTarget, canManageData: true }, { isAdmin: false }, superAdmin).next).toMatchObject({
      isAdmin: false,
      canManageData: false,
    });
    expect(refusal(() => applyUserPatch({ ...adminTarget, canManageData: true }, { isAdmin: false }, admin))).toContain('FORBIDDEN');
  });

  it('leaves a patch without changes as it was', () => {
    const same = applyUserPatch({ ...base, isApproved: true }, { isApproved: true }, admin);
    expect(same.changes).toEqual([]);
  });

  it('never produces an account that breaks the invariants, whatever the patch', () => {
    const flags = fc.record({
      isApproved: fc.boolean(),
      storeAccess: fc.boolean(),
      isAdmin: fc.boolean(),
      isCorporation: fc.boolean(),
      isSuperAdmin: fc.boolean(),
      canManagePricing: fc.boolean(),
      canManageData: fc.boolean(),
      bc_customer_id: fc.constantFrom(null, '000', 'C1'),
    });
    const valid = (f: UserFlags) =>
      (!f.storeAccess || f.isApproved) &&
      (!f.isAdmin || f.isApproved) &&
      (!f.isSuperAdmin || f.isAdmin) &&
      (!f.isApproved || (f.bc_customer_id !== null && f.bc_customer_id !== '000')) &&
      (!f.isAdmin || f.storeAccess) &&
      (!f.canManagePricing || f.isAdmin) &&
      (!f.canManageData || f.isAdmin);
    fc.assert(
      fc.property(
        flags.filter(valid),
        fc.record(
          {
            isApproved: fc.boolean(),
            storeAccess: fc.boolean(),
            isAdmin: fc.boolean(),
            isSuperAdmin: fc.boolean(),
            canManagePricing: fc.boolean(),
            canManageData: fc.boolean(),
            bc_customer_id: fc.constantFrom(null, '000', 'C1', 'C2'),
          },
          { requiredKeys: [] },
        ),
        fc.constantFrom(admin, superAdmin),
        (target, patch, actor) => {
          try {
            const { next } = applyUserPatch({ ...target, id: 'u1' }, patch, actor);
            expect(valid(next)).toBe(true);
            if (!actor.isSuperAdmin) {
              expect(next.isSuperAdmin).toBe(target.isSuperAdmin);
              expect(next.canManagePricing).toBe(target.canManagePricing);
              expect(next.canManageData).toBe(target.canManageData);
            }
          } catch (e) {
            expect(e).toBeInstanceOf(DomainError);
          }
        },
      ),
    );
  });
});
