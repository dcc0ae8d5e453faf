import { MailLayout, MailText, portalName } from './mail-layout';

/** The HTML of the team mails (teams/team-mail.ts). */

export interface TeamInvitationFacts {
  inviter: string;
  teamName: string;
  role: string;
  expiresOn: string;
}

export function TeamInvitationMail({ facts, href }: { facts: TeamInvitationFacts; href: string }) {
  return (
    <MailLayout
      heading={`Join ${facts.teamName} on the ${portalName}`}
      summary={{
        facts: [
          { label: 'Team', value: facts.teamName },
          { label: 'Invited by', value: facts.inviter },
          { label: 'Role', value: facts.role },
          { label: 'Link valid until', value: facts.expiresOn },
        ],
      }}
      button={{ label: 'Create your account', href }}
    >
      <MailText>
        {facts.inviter} invited you to join {facts.teamName} on the {portalName}. Create your account with this email address: it is ready to use at once, with
        no approval to wait for.
      </MailText>
      <MailText>The link works once, for 7 days. If you did not expect this invitation, you can ignore this message.</MailText>
    </MailLayout>
  );
}
