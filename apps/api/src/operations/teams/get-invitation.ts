import { z } from 'zod';
import { ZInvitationPreview, ZInvitationTokenInput } from '@portal/domain/teams/team-schemas';
import { defineOperation } from '../operation';

/** The register page reads the invitation its link carries before anyone signs in: whose team, which role, which address. */
export const getInvitation = defineOperation({
  summary: "An invitation by its link's token: the address invited, the role and the team's name (anyone holding the link)",
  access: 'public',
  kind: 'query',
  input: ZInvitationTokenInput,
  output: ZInvitationPreview,
  rest: {
    method: 'GET',
    path: '/api/invitations/:token',
    operationId: 'getInvitation',
    tag: 'Teams',
    answers: 'The open invitation',
    params: z.object({ token: ZInvitationTokenInput.shape.token }),
    errors: {
      404: 'This invitation link is invalid (no invitation has this token)',
      410: "INVITATION_GONE: 'This invitation has expired', 'This invitation was already used' or 'This invitation was withdrawn'",
    },
  },
  run: (services, _caller, input) => services.teams.invitation(input.token),
});
