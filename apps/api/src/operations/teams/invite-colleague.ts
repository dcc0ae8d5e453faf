import { ZInviteInput, ZTeamInvitation } from '@portal/domain/teams/team-schemas';
import { defineOperation } from '../operation';

export const inviteColleague = defineOperation({
  summary: 'Invite a colleague into the team by email (team administrators)',
  description:
    'Mails a link (PUBLIC_URL/register?invitation={token}) valid 7 days and usable once: registering with it makes an account of the team, ' +
    'approved, with the role and the store access it gives (buyer and sales: the store; viewer: none). A new invitation to an address ' +
    'with an open one of the team replaces it (the old link stops working).',
  access: 'teamAdmin',
  kind: 'mutation',
  input: ZInviteInput,
  output: ZTeamInvitation,
  rest: {
    method: 'POST',
    path: '/api/team/invitations',
    operationId: 'inviteColleague',
    tag: 'Teams',
    status: 201,
    answers: 'The invitation, open until expiresAt',
    body: ZInviteInput,
    errors: {
      403: 'Not a team administrator',
      409: "This email already has an account (fieldErrors.email), or the team's open invitations are at their limit",
    },
  },
  run: (services, caller, input) => services.teams.invite(caller, input),
});
