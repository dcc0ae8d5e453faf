import { z } from 'zod';
import { ZAccountEmail, ZInvitationToken } from '../accounts/account-schemas';
import { teamRoles } from './team-roles';

/** What the team pages and endpoints say (issue 32; docs/decisions/teams.md). */
export const teamMessages = {
  noTeam: 'Your account is not linked to a team',
  emailTaken: 'This email already has an account',
  invitationExpired: 'This invitation has expired',
  invitationUsed: 'This invitation was already used',
  invitationWithdrawn: 'This invitation was withdrawn',
  invitationNotFound: 'Invitation not found',
  emailNotInvited: 'Register with the email address the invitation was sent to',
  memberNotFound: 'Team member not found',
  selfDeactivation: 'You cannot deactivate your own account',
  lastTeamAdmin: 'Your team needs at least one active team administrator',
  role: 'role must be buyer, sales or viewer',
  limit: (currency: string) => `${currency} approval limit must be an amount of 0 or more with at most 2 decimals`,
  limitTooLarge: (currency: string) => `${currency} approval limit must be at most 10,000,000`,
} as const;

const ZTeamRole = z
  .enum(teamRoles, { error: teamMessages.role })
  .describe('buyer: configures and orders; sales: configures and quotes, does not submit; viewer: reads');

/** POST /api/team/invitations: whom to invite, in which role. */
export const ZInviteInput = z
  .strictObject({ email: ZAccountEmail.describe("The colleague's email: the link is mailed there, and they register with it"), role: ZTeamRole })
  .meta({ id: 'TeamInvitationRequest', description: 'A colleague to invite into the team, and their role' });
export type TInviteInput = z.output<typeof ZInviteInput>;

export const ZInvitationIdInput = z.object({ id: z.uuid({ error: teamMessages.invitationNotFound }).describe('The invitation (TeamInvitation._id)') });
export type TInvitationIdInput = z.output<typeof ZInvitationIdInput>;

export const ZInvitationTokenInput = z.object({ token: ZInvitationToken });
export type TInvitationTokenInput = z.output<typeof ZInvitationTokenInput>;

/** PATCH /api/team/members/{id}: only the fields sent change. */
export const ZMemberPatch = z
  .strictObject({
    role: ZTeamRole.optional(),
    active: z
      .boolean({ error: 'active must be true or false' })
      .optional()
      .describe('false deactivates (the account cannot sign in and its sessions end at once; its orders stay); true reactivates'),
    isTeamAdmin: z.boolean({ error: 'isTeamAdmin must be true or false' }).optional().describe('Runs the team with you'),
  })
  .meta({ id: 'TeamMemberPatch', description: "A change to a colleague's role, activity or team administration; only the fields sent change" });
export type TMemberPatch = z.output<typeof ZMemberPatch>;

export const ZUpdateMemberInput = z.object({
  id: z.uuid({ error: teamMessages.memberNotFound }).describe('The colleague (TeamMember._id)'),
  patch: ZMemberPatch,
});
export type TUpdateMemberInput = z.output<typeof ZUpdateMemberInput>;

/** Up to ten million in the currency, with cents: a team's spending approval. */
export const approvalLimitMax = 10_000_000;

const limit = (currency: 'USD' | 'CAD') =>
  z
    .number({ error: teamMessages.limit(currency) })
    .min(0, teamMessages.limit(currency))
    .max(approvalLimitMax, teamMessages.limitTooLarge(currency))
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, teamMessages.limit(currency))
    .nullable()
    .describe(`An order in ${currency} above this amount waits for a team administrator's approval; null: no limit`);

/** PUT /api/team/settings. */
export const ZTeamSettingsInput = z
  .strictObject({ approvalLimits: z.strictObject({ USD: limit('USD'), CAD: limit('CAD') }) })
  .meta({ id: 'TeamSettingsUpdate', description: "The team's spending approval per currency, as decimal amounts (null: none)" });
export type TTeamSettingsInput = z.output<typeof ZTeamSettingsInput>;

export const ZApprovalLimits = z
  .object({
    USD: z.number().nullable().describe('The limit in USD as a decimal amount; null: none'),
    CAD: z.number().nullable().describe('The limit in CAD as a decimal amount; null: none'),
  })
  .meta({ id: 'TeamApprovalLimits', description: 'Orders above these amounts wait for a team administrator; null: no limit' });
export type TApprovalLimits = z.output<typeof ZApprovalLimits>;

export const ZTeamSettings = z.object({ approvalLimits: ZApprovalLimits }).meta({ id: 'TeamSettings', description: "The team's settings as saved" });
export type TTeamSettings = z.output<typeof ZTeamSettings>;

export const ZTeamMember = z
  .object({
    _id: z.guid().describe('The account id'),
    fname: z.string(),
    lname: z.string(),
    email: z.string(),
    role: z.enum(teamRoles).describe('buyer, sales or viewer'),
    isTeamAdmin: z.boolean().describe('Runs the team'),
    active: z.boolean().describe('False once a team administrator deactivated the account'),
  })
  .meta({ id: 'TeamMember', description: 'An account of the team (an approved account of its ERP customer; portal administrators are not listed)' });
export type TTeamMember = z.output<typeof ZTeamMember>;

export const ZTeamInvitation = z
  .object({
    _id: z.guid().describe('The invitation id'),
    email: z.string(),
    role: z.enum(teamRoles),
    expiresAt: z.iso.datetime().describe('The link works until then (7 days after it was sent)'),
  })
  .meta({ id: 'TeamInvitation', description: 'An open invitation: sent, not used, not withdrawn, not expired' });
export type TTeamInvitation = z.output<typeof ZTeamInvitation>;

export const ZTeam = z
  .object({
    members: z.array(ZTeamMember).describe('Every account of the team, deactivated ones included, by name'),
    invitations: z.array(ZTeamInvitation).describe('The open invitations, newest first; listed to team administrators only (others get an empty list)'),
    approvalLimits: ZApprovalLimits,
  })
  .meta({ id: 'Team', description: 'The team: its members, its open invitations and its spending approval' });
export type TTeam = z.output<typeof ZTeam>;

/** What the register page shows of an invitation before anyone signs in. */
export const ZInvitationPreview = z
  .object({
    email: z.string().describe('The address invited: the account is registered with it'),
    role: z.enum(teamRoles),
    teamName: z.string().describe("The team's name (its ERP customer's)"),
  })
  .meta({ id: 'TeamInvitationPreview', description: 'An open invitation as the register page shows it' });
export type TInvitationPreview = z.output<typeof ZInvitationPreview>;
