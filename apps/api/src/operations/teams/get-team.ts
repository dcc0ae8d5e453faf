import { ZTeam } from '@portal/domain/teams/team-schemas';
import { defineOperation } from '../operation';

/** Every member reads the team (read-only); its administrators act on it through the other team operations. */
export const getTeam = defineOperation({
  summary: 'My team: its members, its open invitations (team administrators) and its spending approval',
  description:
    'A team is the approved accounts of one ERP customer (portal administrators are not members). Any member reads it; ' +
    'the open invitations are listed to team administrators only (an empty list to the others).',
  access: 'approved',
  kind: 'query',
  output: ZTeam,
  rest: {
    method: 'GET',
    path: '/api/team',
    operationId: 'getTeam',
    tag: 'Teams',
    answers: 'The team',
    errors: { 403: 'Not signed in as an approved account, or the account is not linked to a team (no ERP customer)' },
  },
  run: (services, caller) => services.teams.team(caller),
});
