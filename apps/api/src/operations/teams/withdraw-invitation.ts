import { z } from 'zod';
import { ZMessage } from '@portal/domain/accounts/messages';
import { ZInvitationIdInput } from '@portal/domain/teams/team-schemas';
import { defineOperation } from '../operation';

export const withdrawInvitation = defineOperation({
  summary: 'Withdraw an open invitation of the team (team administrators): its link stops working',
  access: 'teamAdmin',
  kind: 'mutation',
  input: ZInvitationIdInput,
  output: ZMessage,
  rest: {
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    operationId: 'withdrawInvitation',
    tag: 'Teams',
    answers: 'Withdrawn',
    params: z.object({ id: ZInvitationIdInput.shape.id }),
    errors: {
      403: 'Not a team administrator',
      404: "No such invitation, or another team's",
      410: 'INVITATION_GONE: the invitation was already used, withdrawn or has expired (the message says which)',
    },
  },
  run: (services, caller, input) => services.teams.withdraw(caller, input),
});
