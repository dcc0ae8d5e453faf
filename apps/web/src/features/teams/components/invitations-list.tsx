import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TTeamInvitation } from '@portal/domain/teams/team-schemas';
import { teamRoleLabels } from '@portal/domain/teams/team-roles';
import { formatListDate } from '../../../shared/format/dates';
import { useWithdrawInvitation } from '../api/use-withdraw-invitation';

/** The open invitations, each with Withdraw (its link stops working). One line per invitation, wrapping on a phone. */
export function InvitationsList({ invitations }: { invitations: TTeamInvitation[] }) {
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) return <Text c="dimmed">No open invitations.</Text>;
  return (
    <Stack gap="xs" component="ul" aria-label="Open invitations" p={0} m={0} style={{ listStyle: 'none' }}>
      {invitations.map((invitation) => (
        <Paper key={invitation._id} component="li" withBorder p="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <div style={{ minWidth: 0, flex: '1 1 220px' }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                {teamRoleLabels[invitation.role]} · link valid until {formatListDate(invitation.expiresAt)}
              </Text>
            </div>
            <Button
              variant="default"
              size="xs"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              loading={withdraw.isPending && withdraw.variables?.id === invitation._id}
              onClick={() => withdraw.mutate({ id: invitation._id })}
            >
              Withdraw
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
