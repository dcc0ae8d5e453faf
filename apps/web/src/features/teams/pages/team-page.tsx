import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TMemberPatch, TTeamMember } from '@portal/domain/teams/team-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/use-session';
import { useTeam } from '../api/use-team';
import { useUpdateMember } from '../api/use-update-member';
import { ApprovalLimitsForm } from '../components/approval-limits-form';
import { InvitationsList } from '../components/invitations-list';
import { InviteForm } from '../components/invite-form';
import { MembersList } from '../components/members-list';
import { SectionCard } from '../../../shared/ui/section-card';

/**
 * Account → Team (issue 32): the team (the accounts of the caller's ERP customer). A team
 * administrator invites colleagues, withdraws invitations, changes roles, deactivates and
 * reactivates, shares the administration and sets the spending approval; every other member
 * reads the team. The server enforces the same rules whatever this page shows.
 */
export function TeamPage() {
  const user = useSession();
  const team = useTeam();
  const update = useUpdateMember();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  if (!user) return null;
  if (team.isPending) return <Loader aria-label="Loading the team" />;
  if (team.isError) {
    return (
      <Alert color="red" title="Could not load the team.">
        {errorMessage(team.error)}
      </Alert>
    );
  }
  const manage = user.isTeamAdmin;
  const change = (member: TTeamMember, patch: TMemberPatch) => {
    setBusy((ids) => new Set(ids).add(member._id));
    update.mutate(
      { id: member._id, patch },
      {
        onSettled: () =>
          setBusy((ids) => {
            const next = new Set(ids);
            next.delete(member._id);
            return next;
          }),
      },
    );
  };

  return (
    <Stack gap="lg">
      <SectionCard
        title="Members"
        hint={
          manage
            ? 'Buyers configure and order; sales configure and quote, and a buyer or a team administrator submits; viewers read. ' +
              'A deactivated colleague cannot sign in; their orders stay with the team.'
            : 'The accounts of your team. Your team administrators change roles and invite colleagues.'
        }
      >
        <MembersList members={team.data.members} manage={manage} selfId={user._id} onChange={change} busyIds={busy} />
      </SectionCard>
      {manage && (
        <SectionCard title="Invite a colleague" hint="They get a link by email, valid 7 days: it creates their account in your team, ready to use.">
          <InviteForm />
          <Text size="sm" fw={600} mt="xs">
            Open invitations
          </Text>
          <InvitationsList invitations={team.data.invitations} />
        </SectionCard>
      )}
      <SectionCard
        title="Spending approval"
        hint="An order above its currency's limit waits for a team administrator's approval before it reaches the factory. Empty: no limit."
      >
        <ApprovalLimitsForm limits={team.data.approvalLimits} manage={manage} />
      </SectionCard>
    </Stack>
  );
}
