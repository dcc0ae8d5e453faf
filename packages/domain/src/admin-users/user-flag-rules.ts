import { DomainError } from '../errors/domain-error';
import { roleHasStore, type TeamRole } from '../teams/team-roles';
import type { TUserPatch } from './admin-user-schemas';

/** The account flags an administrator edits on the Portal Users page. */
export interface UserFlags {
  isApproved: boolean;
  storeAccess: boolean;
  isAdmin: boolean;
  isCorporation: boolean;
  isSuperAdmin: boolean;
  canManagePricing: boolean;
  canManageData: boolean;
  bc_customer_id: string | null;
  /** Issue 32: runs the team of its ERP customer. */
  isTeamAdmin: boolean;
  /** Issue 32: buyer, sales or viewer. */
  teamRole: TeamRole;
}

export interface Actor {
  id: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** '000' is the placeholder customer of the ERP: such an account cannot be approved (spec §4). */
export function hasRealCustomer(customerId: string | null): boolean {
  return customerId !== null && customerId !== '000';
}

/**
 * Which toggles are enabled, exactly as portal.md §4 lists them. The web greys out the
 * disabled ones; the server refuses a change through a disabled toggle with the same predicate.
 */
export function toggleAvailability(target: UserFlags & { id: string }, actor: Actor) {
  const self = target.id === actor.id;
  return {
    isApproved: !target.storeAccess && !target.isAdmin && !target.isTeamAdmin && hasRealCustomer(target.bc_customer_id) && !self,
    storeAccess: !target.isAdmin && target.isApproved,
    isAdmin: target.isApproved && !self,
    // Beyond the spec: super admin also needs the admin flag (docs/decisions/admin-users.md).
    isSuperAdmin: actor.isSuperAdmin && !self && target.isAdmin,
    isCorporation: true,
    bc_customer_id: true,
    canManagePricing: actor.isSuperAdmin && target.isAdmin,
    canManageData: actor.isSuperAdmin && target.isAdmin,
    // A team is the accounts of one ERP customer: running one needs an approved account linked to a real one. Always removable.
    isTeamAdmin: target.isTeamAdmin || (target.isApproved && hasRealCustomer(target.bc_customer_id)),
    teamRole: true,
  };
}

export type FlagChange = 'approved' | 'unapproved' | 'promoted' | 'demoted' | 'other';

/**
 * Applies a partial update one field at a time, each through its toggle rule as the page
 * would (approval and customer first, so "link a customer and approve" works in one call),
 * and returns the new flags and what happened. Refuses with the reason otherwise.
 */
export function applyUserPatch(target: UserFlags & { id: string }, patch: TUserPatch, actor: Actor): { next: UserFlags; changes: FlagChange[] } {
  if (!actor.isAdmin) throw new DomainError('FORBIDDEN', 'Only administrators can change users');
  if (target.isSuperAdmin && !actor.isSuperAdmin) {
    throw new DomainError('FORBIDDEN', 'Only a super admin can change a super admin account');
  }
  // Demoting takes the back-office permissions with it, so it is a withdrawal only a super admin makes.
  if (!actor.isSuperAdmin && patch.isAdmin === false && target.isAdmin && (target.canManagePricing || target.canManageData)) {
    throw new DomainError('FORBIDDEN', 'Only a super admin can remove admin from an account holding the pricing or data management permission', {
      isAdmin: 'Only a super admin can remove admin from an account holding the pricing or data management permission',
    });
  }
  const next: UserFlags = {
    isApproved: target.isApproved,
    storeAccess: target.storeAccess,
    isAdmin: target.isAdmin,
    isCorporation: target.isCorporation,
    isSuperAdmin: target.isSuperAdmin,
    canManagePricing: target.canManagePricing,
    canManageData: target.canManageData,
    bc_customer_id: target.bc_customer_id,
    isTeamAdmin: target.isTeamAdmin,
    teamRole: target.teamRole,
  };
  const changes: FlagChange[] = [];
  const refuse = (field: keyof UserFlags, message: string): never => {
    throw new DomainError('CONFLICT', message, { [field]: message });
  };
  const order: (keyof UserFlags)[] = [
    'bc_customer_id',
    'isApproved',
    'isAdmin',
    'teamRole',
    'storeAccess',
    'isCorporation',
    'isSuperAdmin',
    'canManagePricing',
    'canManageData',
    'isTeamAdmin',
  ];
  // Removing rights goes the other way round: super admin, admin, store access, then approval.
  const revokeOrder: (keyof UserFlags)[] = [
    'canManagePricing',
    'canManageData',
    'isSuperAdmin',
    'isTeamAdmin',
    'isAdmin',
    'teamRole',
    'storeAccess',
    'isApproved',
    'isCorporation',
    'bc_customer_id',
  ];
  const revoking =
    patch.isApproved === false || patch.isAdmin === false || patch.storeAccess === false || patch.isSuperAdmin === false || patch.teamRole === 'viewer';
  for (const field of revoking ? revokeOrder : order) {
    const value = patch[field];
    if (value === undefined || value === next[field]) continue;
    const enabled = toggleAvailability({ ...next, id: target.id }, actor);
    switch (field) {
      case 'bc_customer_id':
        if (next.isApproved && !hasRealCustomer(value as string | null)) {
          refuse(field, 'An approved account must stay linked to a Business Central customer');
        }
        next.bc_customer_id = value as string | null;
        changes.push('other');
        break;
      case 'isApproved':
        if (target.id === actor.id) refuse(field, 'You cannot change your own approval');
        if (next.storeAccess) refuse(field, 'Remove store access before changing approval');
        if (next.isAdmin) refuse(field, 'Remove admin before changing approval');
        if (next.isTeamAdmin) refuse(field, 'Remove team admin before changing approval');
        if (!hasRealCustomer(next.bc_customer_id)) refuse(field, 'Link the account to a Business Central customer before approving it');
        next.isApproved = value as boolean;
        changes.push(value ? 'approved' : 'unapproved');
        break;
      case 'storeAccess':
        if (next.isAdmin) refuse(field, 'Store access is managed with the admin flag for administrators');
        if (!next.isApproved) refuse(field, 'Store access needs an approved account');
        next.storeAccess = value as boolean;
        changes.push(value ? 'promoted' : 'demoted');
        break;
      case 'isAdmin':
        if (!enabled.isAdmin) {
          refuse(field, target.id === actor.id ? 'You cannot change your own admin flag' : 'Admin needs an approved account');
        }
        if (next.isSuperAdmin && !value) refuse(field, 'Remove super admin before removing admin');
        next.isAdmin = value as boolean;
        // A withdrawn admin loses the back-office permissions too: promoting again starts without them.
        if (!value) {
          next.canManagePricing = false;
          next.canManageData = false;
        }
        // Administrators process orders in the store, so admin carries store access (docs/decisions/admin-users.md).
        if (value) next.storeAccess = true;
        changes.push(value ? 'promoted' : 'demoted');
        break;
      case 'isSuperAdmin':
        if (!actor.isSuperAdmin)
          throw new DomainError('FORBIDDEN', 'Only a super admin can grant or remove super admin', {
            isSuperAdmin: 'Only a super admin can grant or remove super admin',
          });
        if (target.id === actor.id) refuse(field, 'You cannot change your own super admin flag');
        if (value && !next.isAdmin) refuse(field, 'Super admin needs the admin flag first');
        next.isSuperAdmin = value as boolean;
        changes.push(value ? 'promoted' : 'demoted');
        break;
      case 'canManagePricing':
      case 'canManageData':
        if (!actor.isSuperAdmin)
          throw new DomainError('FORBIDDEN', 'Only a super admin can grant or withdraw this permission', {
            [field]: 'Only a super admin can grant or withdraw this permission',
          });
        if (value && !next.isAdmin) refuse(field, 'Only administrators can hold this permission');
        next[field] = value as boolean;
        changes.push('other');
        break;
      case 'isCorporation':
        next.isCorporation = value as boolean;
        changes.push('other');
        break;
      case 'isTeamAdmin':
        if (value && !enabled.isTeamAdmin) refuse(field, 'Team admin needs an approved account linked to a Business Central customer');
        next.isTeamAdmin = value as boolean;
        changes.push('other');
        break;
      case 'teamRole': {
        const role = value as TeamRole;
        next.teamRole = role;
        // The role carries store access where the store access toggle itself would move: an approved account that is not an
        // administrator (store access needs approval; an administrator's goes with the admin flag). Elsewhere only the role changes.
        const store = roleHasStore(role);
        if (next.isApproved && !next.isAdmin && next.storeAccess !== store) {
          next.storeAccess = store;
          changes.push(store ? 'promoted' : 'demoted');
        } else changes.push('other');
        break;
      }
    }
  }
  return { next, changes };
}

/** A change that removes rights ends every session of that account (token version bump). */
export function endsSessions(changes: FlagChange[]): boolean {
  return changes.includes('unapproved') || changes.includes('demoted');
}
