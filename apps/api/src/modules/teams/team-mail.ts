import { createElement } from 'react';
import { teamRoleLabels, type TeamRole } from '@portal/domain/teams/team-roles';
import { calendarDayIn, longDay } from '@portal/domain/lead-times/working-days';
import type { MailMessage } from '../../adapters/mail/mailer';
import { TeamInvitationMail } from '../mail/templates/team-mails';

export interface InvitationMailInput {
  to: string;
  inviter: string;
  teamName: string;
  role: TeamRole;
  expiresAt: Date;
  /** The register page with the invitation's token: `${PUBLIC_URL}/register?invitation={token}`. */
  link: string;
  /** The portal's time zone (PORTAL_TIME_ZONE): the last day the link works, as the team reads its calendar. */
  timeZone: string;
}

/** To the person a team administrator invited: the link registers them into the team, approved. */
export function teamInvitationMail(input: InvitationMailInput): MailMessage {
  const expiresOn = longDay(calendarDayIn(input.timeZone, input.expiresAt));
  const role = teamRoleLabels[input.role];
  return {
    to: input.to,
    subject: `${input.inviter} invited you to ${input.teamName} on the Dealer Portal`,
    text:
      `${input.inviter} invited you to join ${input.teamName} on the Dealer Portal as ${role}.\n\n` +
      `Create your account with this email address (it is ready to use at once, with no approval to wait for):\n${input.link}\n\n` +
      `The link works once, until ${expiresOn}. If you did not expect this invitation, you can ignore this message.\n`,
    html: createElement(TeamInvitationMail, { facts: { inviter: input.inviter, teamName: input.teamName, role, expiresOn }, href: input.link }),
  };
}
