import { randomBytes } from 'node:crypto';
import { hashLinkToken } from '../../auth/link-tokens';
import { DomainError } from '@portal/domain/errors/domain-error';
import { accountMessages } from '@portal/domain/accounts/messages';
import { invitationLinkInvalid, type TRegisterInput } from '@portal/domain/accounts/account-schemas';
import { fullName, type PortalUser } from '@portal/domain/accounts/user';
import { roleHasStore } from '@portal/domain/teams/team-roles';
import { applyMemberPatch, approvalLimitsInAmounts, approvalLimitsInCents, assertInvitationOpen, invitationExpiry } from '@portal/domain/teams/team-rules';
import {
  teamMessages,
  type TInvitationIdInput,
  type TInvitationPreview,
  type TInviteInput,
  type TTeam,
  type TTeamInvitation,
  type TTeamMember,
  type TTeamSettings,
  type TTeamSettingsInput,
  type TUpdateMemberInput,
} from '@portal/domain/teams/team-schemas';
import type { TMessage } from '@portal/domain/accounts/messages';
import { findUserByEmail, insertUser, updateUser, updateUserEndingSessions } from '@portal/db/queries/users';
import {
  consumeInvitation,
  countOpenInvitations,
  findInvitationById,
  findInvitationByTokenHash,
  findTeamMember,
  getTeamApprovalLimits,
  getTeamName,
  insertTeamInvitation,
  listOpenInvitations,
  listTeamMembers,
  lockActiveTeamAdmins,
  putTeamApprovalLimits,
  withdrawInvitation,
  withdrawOpenInvitations,
  type TeamInvitationRow,
  type TeamMemberRow,
} from '@portal/db/queries/teams';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../auth/password-hashing';
import { teamInvitationMail } from './team-mail';

/** A team cannot hold more open invitations than this: each one is a mail to someone outside the portal. */
export const openInvitationsMax = 50;

const memberView = (row: TeamMemberRow): TTeamMember => ({
  _id: row.id,
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  role: row.teamRole,
  isTeamAdmin: row.isTeamAdmin,
  active: row.deactivatedAt === null,
});

const invitationView = (row: TeamInvitationRow): TTeamInvitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

/** The caller's team: its ERP customer. The access level checked it for team administrators; a member without one is told. */
function teamOf(caller: PortalUser): string {
  if (caller.bc_customer_id === null) throw new DomainError('FORBIDDEN', teamMessages.noTeam);
  return caller.bc_customer_id;
}

const memberNotFound = () => new DomainError('NOT_FOUND', teamMessages.memberNotFound);
const invitationNotFound = () => new DomainError('NOT_FOUND', teamMessages.invitationNotFound);

/**
 * Teams (issue 32): a team is the accounts of one ERP customer; its administrators invite
 * colleagues, change their roles, deactivate them and set the spending approval
 * (docs/decisions/teams.md). Every rule is checked here whatever the page shows.
 */
export function createTeamsService(deps: AppDeps) {
  const { db } = deps;
  return {
    /** Every member reads the team; only its administrators see the open invitations. */
    async team(caller: PortalUser): Promise<TTeam> {
      const customerId = teamOf(caller);
      const now = new Date();
      const members = await listTeamMembers(db, customerId);
      const invitations = caller.isTeamAdmin ? await listOpenInvitations(db, customerId, now) : [];
      const limits = await getTeamApprovalLimits(db, customerId);
      return { members: members.map(memberView), invitations: invitations.map(invitationView), approvalLimits: approvalLimitsInAmounts(limits) };
    },

    /**
     * Invites a colleague: the invitation and its mail commit together (the outbox). A new
     * invitation to an address with an open one of this team replaces it (the old link stops working).
     */
    async invite(caller: PortalUser, input: TInviteInput): Promise<TTeamInvitation> {
      const customerId = teamOf(caller);
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        if (await findUserByEmail(tx, input.email)) throw new DomainError('CONFLICT', teamMessages.emailTaken, { email: teamMessages.emailTaken });
        await withdrawOpenInvitations(tx, input.email, now, customerId);
        if ((await countOpenInvitations(tx, customerId, now)) >= openInvitationsMax) {
          const message = `Your team has ${openInvitationsMax} open invitations: withdraw some before inviting more`;
          throw new DomainError('CONFLICT', message, { email: message });
        }
        const invitation = await insertTeamInvitation(tx, {
          customerId,
          email: input.email,
          role: input.role,
          tokenHash: hashLinkToken(token),
          invitedBy: caller._id,
          expiresAt: invitationExpiry(now),
        });
        // The link comes from PUBLIC_URL, never from the request's Host header.
        const link = new URL(`/register?invitation=${token}`, deps.config.PUBLIC_URL).toString();
        const teamName = (await getTeamName(tx, customerId)) ?? customerId;
        await deps.outbox.enqueue(tx, [
          teamInvitationMail({
            to: input.email,
            inviter: fullName(caller),
            teamName,
            role: input.role,
            expiresAt: invitation.expiresAt,
            link,
            timeZone: deps.config.PORTAL_TIME_ZONE,
          }),
        ]);
        return invitation;
      });
      deps.outbox.nudge();
      return invitationView(row);
    },

    /** Withdraws an open invitation of the caller's team; another team's is answered as a missing one. */
    async withdraw(caller: PortalUser, { id }: TInvitationIdInput): Promise<TMessage> {
      const customerId = teamOf(caller);
      await db.transaction(async (tx) => {
        const now = new Date();
        const invitation = await findInvitationById(tx, id);
        if (!invitation || invitation.customerId !== customerId) throw invitationNotFound();
        assertInvitationOpen(invitation, now);
        // Used meanwhile by its registration: read again to say so.
        if (!(await withdrawInvitation(tx, id, now))) assertInvitationOpen((await findInvitationById(tx, id)) ?? invitation, now);
      });
      return { message: 'Invitation withdrawn.' };
    },

    /**
     * A team administrator's change to a colleague's role, activity or administration. The team's
     * active administrators are locked first, so the last one cannot be demoted by two changes at once.
     */
    async updateMember(caller: PortalUser, { id, patch }: TUpdateMemberInput): Promise<TTeamMember> {
      const customerId = teamOf(caller);
      return db.transaction(async (tx) => {
        const now = new Date();
        const admins = await lockActiveTeamAdmins(tx, customerId);
        const target = await findTeamMember(tx, customerId, id);
        if (!target) throw memberNotFound();
        const { values, endsSessions } = applyMemberPatch(
          { id: target.id, teamRole: target.teamRole, isTeamAdmin: target.isTeamAdmin, active: target.deactivatedAt === null, storeAccess: target.storeAccess },
          patch,
          { actorId: caller._id, activeTeamAdmins: admins.length, now },
        );
        if (Object.keys(values).length > 0) await (endsSessions ? updateUserEndingSessions(tx, id, values) : updateUser(tx, id, values));
        const saved = await findTeamMember(tx, customerId, id);
        if (!saved) throw memberNotFound();
        return memberView(saved);
      });
    },

    /** The spending approval per currency: decimal amounts in, cents kept (the orders read them in cents). */
    async saveSettings(caller: PortalUser, input: TTeamSettingsInput): Promise<TTeamSettings> {
      const customerId = teamOf(caller);
      await putTeamApprovalLimits(db, customerId, approvalLimitsInCents(input.approvalLimits));
      return { approvalLimits: approvalLimitsInAmounts(await getTeamApprovalLimits(db, customerId)) };
    },

    /** What the register page shows of an invitation: the address, the role and the team's name; 410 once it is not open. */
    async invitation(token: string): Promise<TInvitationPreview> {
      const invitation = await findInvitationByTokenHash(db, hashLinkToken(token));
      if (!invitation) throw new DomainError('NOT_FOUND', invitationLinkInvalid);
      assertInvitationOpen(invitation, new Date());
      return { email: invitation.email, role: invitation.role, teamName: (await getTeamName(db, invitation.customerId)) ?? invitation.customerId };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

/**
 * Registration from an invitation (POST /api/users with `invitation`): the account joins the
 * team at once — linked to its ERP customer, approved, with the invitation's role and the store
 * access it gives — and the invitation is used in the same transaction. No portal administrator
 * is needed, so none is mailed. The invitation is checked before the password is hashed: a wrong
 * link costs one indexed read, not an argon2 hash.
 */
export async function registerFromInvitation(deps: AppDeps, input: TRegisterInput & { invitation: string }): Promise<TMessage> {
  const { db } = deps;
  const invitation = await findInvitationByTokenHash(db, hashLinkToken(input.invitation));
  if (!invitation) throw new DomainError('BAD_INPUT', invitationLinkInvalid, { invitation: invitationLinkInvalid });
  assertInvitationOpen(invitation, new Date());
  if (invitation.email !== input.email) throw new DomainError('BAD_INPUT', teamMessages.emailNotInvited, { email: teamMessages.emailNotInvited });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    // Used here, once: a second registration with the same link at the same time finds it used.
    if (!(await consumeInvitation(tx, invitation.id, now))) {
      assertInvitationOpen((await findInvitationById(tx, invitation.id)) ?? invitation, now);
      throw new DomainError('GONE', teamMessages.invitationUsed);
    }
    const teamName = await getTeamName(tx, invitation.customerId);
    if (teamName === undefined) throw new DomainError('GONE', teamMessages.invitationWithdrawn);
    const user = await insertUser(tx, {
      fname: input.fname,
      lname: input.lname,
      location: input.location ?? teamName,
      email: input.email,
      passwordHash,
      bcCustomerId: invitation.customerId,
      isApproved: true,
      storeAccess: roleHasStore(invitation.role),
      teamRole: invitation.role,
    });
    if (!user) throw new DomainError('CONFLICT', teamMessages.emailTaken, { email: teamMessages.emailTaken });
    // The address has an account now: other teams' invitations to it can no longer be used.
    await withdrawOpenInvitations(tx, input.email, now);
  });
  return { message: accountMessages.registeredFromInvitation };
}
