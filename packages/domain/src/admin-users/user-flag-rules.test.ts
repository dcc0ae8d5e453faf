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
  isTeamAdmin: false,
  teamRole: 'buyer',
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

  it('makes an approved, linked account a team administrator, and keeps approval until that is removed (issue 32)', () => {
    const approved = { ...base, isApproved: true, storeAccess: true };
    const { id: _id, ...flags } = approved;
    expect(applyUserPatch(approved, { isTeamAdmin: true }, admin)).toEqual({ next: { ...flags, isTeamAdmin: true }, changes: ['other'] });
    expect(refusal(() => applyUserPatch(base, { isTeamAdmin: true }, admin))).toBe(
      'CONFLICT: Team admin needs an approved account linked to a Business Central customer',
    );
    const teamAdmin = { ...approved, storeAccess: false, isTeamAdmin: true };
    expect(refusal(() => applyUserPatch(teamAdmin, { isApproved: false }, admin))).toBe('CONFLICT: Remove team admin before changing approval');
    expect(applyUserPatch(teamAdmin, { isTeamAdmin: false, isApproved: false }, admin).next).toMatchObject({ isTeamAdmin: false, isApproved: false });
    expect(toggleAvailability(teamAdmin, admin).isApproved).toBe(false);
    expect(toggleAvailability({ ...base, isTeamAdmin: true }, admin).isTeamAdmin).toBe(true);
  });

  it('sets store access by the team role where the store access toggle would move, ending sessions when it goes (issue 32)', () => {
    const buyer = { ...base, isApproved: true, storeAccess: true };
    const toViewer = applyUserPatch(buyer, { teamRole: 'viewer' }, admin);
    expect(toViewer.next).toMatchObject({ teamRole: 'viewer', storeAccess: false });
    expect(endsSessions(toViewer.changes)).toBe(true);
    expect(applyUserPatch({ ...buyer, storeAccess: false, teamRole: 'viewer' }, { teamRole: 'sales' }, admin).next).toMatchObject({
      teamRole: 'sales',
      storeAccess: true,
    });
    // Not approved: store access needs approval, so only the role changes; approving with a role in one patch gives it.
    expect(applyUserPatch({ ...base, teamRole: 'viewer' }, { teamRole: 'buyer' }, admin).next).toMatchObject({ teamRole: 'buyer', storeAccess: false });
    expect(applyUserPatch({ ...base, teamRole: 'viewer' }, { isApproved: true, teamRole: 'buyer' }, admin).next).toMatchObject({
      isApproved: true,
      storeAccess: true,
    });
    // An administrator's store access goes with the admin flag.
    const staff = { ...buyer, isAdmin: true };
    expect(applyUserPatch(staff, { teamRole: 'viewer' }, admin).next).toMatchObject({ teamRole: 'viewer', storeAccess: true });
    // Store access sent beside the role is applied after it.
    expect(applyUserPatch(buyer, { teamRole: 'viewer', storeAccess: true }, admin).next).toMatchObject({ teamRole: 'viewer', storeAccess: true });
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
      isTeamAdmin: fc.boolean(),
      teamRole: fc.constantFrom('buyer' as const, 'sales' as const, 'viewer' as const),
    });
    const valid = (f: UserFlags) =>
      (!f.storeAccess || f.isApproved) &&
      (!f.isAdmin || f.isApproved) &&
      (!f.isSuperAdmin || f.isAdmin) &&
      (!f.isApproved || (f.bc_customer_id !== null && f.bc_customer_id !== '000')) &&
      (!f.isAdmin || f.storeAccess) &&
      (!f.canManagePricing || f.isAdmin) &&
      (!f.canManageData || f.isAdmin) &&
      (!f.isTeamAdmin || (f.isApproved && f.bc_customer_id !== null && f.bc_customer_id !== '000'));
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
            isTeamAdmin: fc.boolean(),
            teamRole: fc.constantFrom('buyer' as const, 'sales' as const, 'viewer' as const),
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
