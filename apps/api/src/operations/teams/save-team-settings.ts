import { ZTeamSettings, ZTeamSettingsInput } from '@portal/domain/teams/team-schemas';
import { defineOperation } from '../operation';

export const saveTeamSettings = defineOperation({
  summary: "Set the team's spending approval per currency (team administrators)",
  description:
    "Decimal amounts of 0 or more with at most 2 decimals (kept in cents), or null for none: an order above its currency's limit " +
    "waits for a team administrator's approval.",
  access: 'teamAdmin',
  kind: 'mutation',
  input: ZTeamSettingsInput,
  output: ZTeamSettings,
  rest: {
    method: 'PUT',
    path: '/api/team/settings',
    operationId: 'saveTeamSettings',
    tag: 'Teams',
    answers: 'The settings as saved',
    body: ZTeamSettingsInput,
    errors: { 400: "Invalid input: fieldErrors name the currency ('approvalLimits.USD')", 403: 'Not a team administrator' },
  },
  run: (services, caller, input) => services.teams.saveSettings(caller, input),
});
