import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { fieldErrorsFromZod } from '../errors/field-errors';
import { roleHasStore } from './team-roles';
import {
  applyMemberPatch,
  approvalLimitsInAmounts,
  approvalLimitsInCents,
  assertInvitationOpen,
  invitationExpiry,
  invitationState,
  type MemberState,
} from './team-rules';
import { teamMessages, ZInviteInput, ZMemberPatch, ZTeamSettingsInput } from './team-schemas';

const now = new Date('2026-12-07T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}: ${e.message}${e.fieldErrors ? ` ${JSON.stringify(e.fieldErrors)}` : ''}`;
    throw e;
  }
  return 'accepted';
}

describe('invitations (issue 32)', () => {
  const sent = { expiresAt: invitationExpiry(now), usedAt: null, withdrawnAt: null };

  it('are valid for 7 days from sending', () => {
    expect(invitationExpiry(now).toISOString()).toBe('2026-12-14T12:00:00.000Z');
    expect(invitationState(sent, new Date(now.getTime() + 7 * day - 1))).toBe('open');
    expect(invitationState(sent, new Date(now.getTime() + 7 * day))).toBe('expired');
  });

  it('say used before withdrawn before expired', () => {
    const later = new Date(now.getTime() + 30 * day);
    expect(invitationState({ ...sent, usedAt: now, withdrawnAt: now }, later)).toBe('used');
    expect(invitationState({ ...sent, withdrawnAt: now }, later)).toBe('withdrawn');
    expect(invitationState(sent, later)).toBe('expired');
  });

  it('are refused with 410 and a message once they are not open', () => {
    expect(refusal(() => assertInvitationOpen(sent, now))).toBe('accepted');
    expect(refusal(() => assertInvitationOpen(sent, new Date(now.getTime() + 8 * day)))).toBe(`GONE: ${teamMessages.invitationExpired}`);
    expect(refusal(() => assertInvitationOpen({ ...sent, usedAt: now }, now))).toBe(`GONE: ${teamMessages.invitationUsed}`);
    expect(refusal(() => assertInvitationOpen({ ...sent, withdrawnAt: now }, now))).toBe(`GONE: ${teamMessages.invitationWithdrawn}`);
  });

  it('name an email and a role', () => {
    expect(ZInviteInput.parse({ email: ' Sam@Example.com ', role: 'sales' })).toEqual({ email: 'sam@example.com', role: 'sales' });
    const bad = ZInviteInput.safeParse({ email: 'nope', role: 'owner' });
    expect(bad.success ? {} : fieldErrorsFromZod(bad.error)).toEqual({ email: 'Invalid email address', role: teamMessages.role });
  });
});

describe('roles and store access', () => {
  it('gives the store to buyers and salespeople, not to viewers', () => {
    expect(roleHasStore('buyer')).toBe(true);
    expect(roleHasStore('sales')).toBe(true);
    expect(roleHasStore('viewer')).toBe(false);
  });
});

describe("a team administrator's change to a colleague", () => {
  const buyer: MemberState = { id: 'b', teamRole: 'buyer', isTeamAdmin: false, active: true, storeAccess: true };
  const boss: MemberState = { id: 'a', teamRole: 'buyer', isTeamAdmin: true, active: true, storeAccess: true };
  const by = (actorId: string, activeTeamAdmins = 1) => ({ actorId, activeTeamAdmins, now });

  it('sets store access by the role, ending sessions only when the store is taken away', () => {
    expect(applyMemberPatch(buyer, { role: 'viewer' }, by('a'))).toEqual({ values: { teamRole: 'viewer', storeAccess: false }, endsSessions: true });
    expect(applyMemberPatch(buyer, { role: 'sales' }, by('a'))).toEqual({ values: { teamRole: 'sales' }, endsSessions: false });
    const viewer = { ...buyer, teamRole: 'viewer' as const, storeAccess: false };
    expect(applyMemberPatch(viewer, { role: 'buyer' }, by('a'))).toEqual({ values: { teamRole: 'buyer', storeAccess: true }, endsSessions: false });
    expect(applyMemberPatch(buyer, { role: 'buyer' }, by('a'))).toEqual({ values: {}, endsSessions: false });
  });

  it('deactivates (ending sessions at once) and reactivates', () => {
    expect(applyMemberPatch(buyer, { active: false }, by('a'))).toEqual({ values: { deactivatedAt: now }, endsSessions: true });
    expect(applyMemberPatch({ ...buyer, active: false }, { active: true }, by('a'))).toEqual({ values: { deactivatedAt: null }, endsSessions: false });
  });

  it('never deactivates the administrator making the change', () => {
    expect(refusal(() => applyMemberPatch(boss, { active: false }, by('a', 2)))).toBe(
      `CONFLICT: ${teamMessages.selfDeactivation} {"active":"${teamMessages.selfDeactivation}"}`,
    );
  });

  it('keeps the last active team administrator: not demoted, not deactivated', () => {
    expect(refusal(() => applyMemberPatch(boss, { isTeamAdmin: false }, by('a', 1)))).toBe(
      `CONFLICT: ${teamMessages.lastTeamAdmin} {"isTeamAdmin":"${teamMessages.lastTeamAdmin}"}`,
    );
    expect(refusal(() => applyMemberPatch(boss, { active: false }, by('c', 1)))).toBe(
      `CONFLICT: ${teamMessages.lastTeamAdmin} {"active":"${teamMessages.lastTeamAdmin}"}`,
    );
    // With another active administrator, either is fine; so is any change that keeps them one.
    expect(applyMemberPatch(boss, { isTeamAdmin: false }, by('a', 2)).values).toEqual({ isTeamAdmin: false });
    expect(applyMemberPatch(boss, { active: false }, by('c', 2)).values).toEqual({ deactivatedAt: now });
    expect(applyMemberPatch(boss, { role: 'viewer' }, by('a', 1)).values).toEqual({ teamRole: 'viewer', storeAccess: false });
  });

  it('makes a colleague a team administrator, and counts only active ones', () => {
    expect(applyMemberPatch(buyer, { isTeamAdmin: true }, by('a')).values).toEqual({ isTeamAdmin: true });
    // A deactivated administrator is no administrator: demoting them leaves the count as it is.
    expect(applyMemberPatch({ ...boss, active: false }, { isTeamAdmin: false }, by('c', 1)).values).toEqual({ isTeamAdmin: false });
  });

  it('refuses unknown fields and wrong types, naming them', () => {
    const bad = ZMemberPatch.safeParse({ role: 'admin', active: 'no', isAdmin: true });
    expect(bad.success ? {} : fieldErrorsFromZod(bad.error)).toMatchObject({ role: teamMessages.role, active: 'active must be true or false' });
  });
});

describe('spending approval limits', () => {
  it('are decimal amounts of 0 or more with at most 2 decimals, kept in cents', () => {
    const parsed = ZTeamSettingsInput.parse({ approvalLimits: { USD: 2500.5, CAD: null } });
    expect(approvalLimitsInCents(parsed.approvalLimits)).toEqual({ USD: 250050, CAD: null });
    expect(approvalLimitsInAmounts({ USD: 250050, CAD: 0 })).toEqual({ USD: 2500.5, CAD: 0 });
    expect(approvalLimitsInCents({ USD: 0.29, CAD: 19.99 })).toEqual({ USD: 29, CAD: 1999 });
  });

  it('refuses a negative amount, a third decimal and a missing currency, naming them', () => {
    const bad = ZTeamSettingsInput.safeParse({ approvalLimits: { USD: -1, CAD: 10.005 } });
    expect(bad.success ? {} : fieldErrorsFromZod(bad.error)).toEqual({
      'approvalLimits.USD': teamMessages.limit('USD'),
      'approvalLimits.CAD': teamMessages.limit('CAD'),
    });
    const missing = ZTeamSettingsInput.safeParse({ approvalLimits: { USD: 1 } });
    expect(missing.success ? {} : fieldErrorsFromZod(missing.error)).toEqual({ 'approvalLimits.CAD': teamMessages.limit('CAD') });
  });
});
