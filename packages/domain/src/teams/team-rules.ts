import { DomainError } from '../errors/domain-error';
import { toCents, type Cents } from '../money/money';
import { roleHasStore, type TeamRole } from './team-roles';
import { teamMessages, type TApprovalLimits, type TMemberPatch } from './team-schemas';

/** An invitation's link works this long after it was sent. */
export const invitationValidityDays = 7;

export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + invitationValidityDays * 24 * 60 * 60 * 1000);
}

export type InvitationState = 'open' | 'used' | 'withdrawn' | 'expired';

export interface InvitationDates {
  expiresAt: Date;
  usedAt: Date | null;
  withdrawnAt: Date | null;
}

/** Used says more than withdrawn, withdrawn more than expired: a used link is "already used" even once its week is over. */
export function invitationState(invitation: InvitationDates, now: Date): InvitationState {
  if (invitation.usedAt !== null) return 'used';
  if (invitation.withdrawnAt !== null) return 'withdrawn';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

const goneMessages: Record<Exclude<InvitationState, 'open'>, string> = {
  used: teamMessages.invitationUsed,
  withdrawn: teamMessages.invitationWithdrawn,
  expired: teamMessages.invitationExpired,
};

/** Refuses (410, INVITATION_GONE) an invitation that is no longer open, saying why. */
export function assertInvitationOpen(invitation: InvitationDates, now: Date): void {
  const state = invitationState(invitation, now);
  if (state !== 'open') throw new DomainError('GONE', goneMessages[state]);
}

/** What a team administrator may change of a colleague, and what it changes. */
export interface MemberState {
  id: string;
  teamRole: TeamRole;
  isTeamAdmin: boolean;
  active: boolean;
  storeAccess: boolean;
}

export interface MemberChange {
  values: { teamRole?: TeamRole; storeAccess?: boolean; isTeamAdmin?: boolean; deactivatedAt?: Date | null };
  /** Deactivation and losing the store end the person's sessions at once (token version bump). */
  endsSessions: boolean;
}

/**
 * A team administrator's change to a colleague (or to themself): the role carries store access
 * (buyer and sales have the store, a viewer does not); nobody deactivates themself; the team
 * keeps at least one active team administrator. `activeTeamAdmins` counts the team's, the target
 * included when it is one.
 */
export function applyMemberPatch(target: MemberState, patch: TMemberPatch, context: { actorId: string; activeTeamAdmins: number; now: Date }): MemberChange {
  const refuse = (field: keyof TMemberPatch, message: string): never => {
    throw new DomainError('CONFLICT', message, { [field]: message });
  };
  if (patch.active === false && target.id === context.actorId) refuse('active', teamMessages.selfDeactivation);
  const adminBefore = target.isTeamAdmin && target.active;
  const adminAfter = (patch.isTeamAdmin ?? target.isTeamAdmin) && (patch.active ?? target.active);
  if (adminBefore && !adminAfter && context.activeTeamAdmins <= 1) {
    refuse(patch.active === false ? 'active' : 'isTeamAdmin', teamMessages.lastTeamAdmin);
  }

  const values: MemberChange['values'] = {};
  let endsSessions = false;
  if (patch.role !== undefined && patch.role !== target.teamRole) {
    values.teamRole = patch.role;
    const store = roleHasStore(patch.role);
    if (store !== target.storeAccess) {
      values.storeAccess = store;
      if (!store) endsSessions = true;
    }
  }
  if (patch.isTeamAdmin !== undefined && patch.isTeamAdmin !== target.isTeamAdmin) values.isTeamAdmin = patch.isTeamAdmin;
  if (patch.active !== undefined && patch.active !== target.active) {
    values.deactivatedAt = patch.active ? null : context.now;
    if (!patch.active) endsSessions = true;
  }
  return { values, endsSessions };
}

/** The limits as sent (decimal amounts) in cents, as the team's settings keep them. */
export function approvalLimitsInCents(limits: TApprovalLimits): { USD: Cents | null; CAD: Cents | null } {
  return { USD: limits.USD === null ? null : toCents(limits.USD), CAD: limits.CAD === null ? null : toCents(limits.CAD) };
}

/** The limits as kept (cents) as decimal amounts, as the API answers them. */
export function approvalLimitsInAmounts(limits: { USD: Cents | null; CAD: Cents | null }): TApprovalLimits {
  return { USD: limits.USD === null ? null : limits.USD / 100, CAD: limits.CAD === null ? null : limits.CAD / 100 };
}
