import { z } from 'zod';
import { ZMemberPatch, ZTeamMember, ZUpdateMemberInput } from '@portal/domain/teams/team-schemas';
import { defineOperation } from '../operation';

export const updateMember = defineOperation({
  summary: "Change a colleague's role, deactivate or reactivate them, or make them a team administrator (team administrators)",
  description:
    'The role sets store access (buyer and sales: the store; viewer: none). Deactivating ends their sessions at once and they cannot sign in; ' +
    'their orders stay with the team. Losing the store ends their sessions too. Nobody deactivates themself, and the team keeps at least one ' +
    'active team administrator.',
  access: 'teamAdmin',
  kind: 'mutation',
  input: ZUpdateMemberInput,
  output: ZTeamMember,
  rest: {
    method: 'PATCH',
    path: '/api/team/members/:id',
    operationId: 'updateTeamMember',
    tag: 'Teams',
    answers: 'The member as saved',
    params: z.object({ id: ZUpdateMemberInput.shape.id }),
    // The body of PATCH is the change itself.
    body: ZMemberPatch,
    bodyAs: 'patch',
    errors: {
      403: 'Not a team administrator',
      404: 'No such member of the team (an account of another team, a portal administrator or an unapproved account reads as missing)',
      409: 'You cannot deactivate your own account; or the change would leave the team without an active team administrator (fieldErrors name the field)',
    },
  },
  run: (services, caller, input) => services.teams.updateMember(caller, input),
});
