import { getInvitation } from './get-invitation';
import { getTeam } from './get-team';
import { inviteColleague } from './invite-colleague';
import { saveTeamSettings } from './save-team-settings';
import { updateMember } from './update-member';
import { withdrawInvitation } from './withdraw-invitation';

/** Teams (issue 32): members read their team; team administrators invite, change roles, deactivate and set the spending approval. */
export const teamsOperations = {
  get: getTeam,
  invite: inviteColleague,
  withdrawInvitation,
  invitation: getInvitation,
  updateMember,
  saveSettings: saveTeamSettings,
};
