import { teamRoleLabels, teamRoles, type TeamRole } from '@portal/domain/teams/team-roles';

/** What each role may do, as the team page explains it. */
export const teamRoleHints: Record<TeamRole, string> = {
  buyer: 'Configures and orders',
  sales: 'Configures and quotes; a buyer submits',
  viewer: 'Reads orders and the library; no store',
};

/** The role select's choices. */
export const roleOptions = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

export const isTeamRole = (value: string | null): value is TeamRole => teamRoles.some((role) => role === value);
