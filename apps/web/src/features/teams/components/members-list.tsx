import { Badge, Group, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, useMatches } from '@mantine/core';
import type { TMemberPatch, TTeamMember } from '@portal/domain/teams/team-schemas';
import { teamRoleLabels } from '@portal/domain/teams/team-roles';
import { isTeamRole, roleOptions } from '../role-options';

export interface MembersListProps {
  members: TTeamMember[];
  /** The caller runs the team: every row has its controls (read-only otherwise). */
  manage: boolean;
  /** The caller's own account: it cannot deactivate itself. */
  selfId: string;
  onChange: (member: TTeamMember, patch: TMemberPatch) => void;
  /** Members with a change in flight are read-only until it settles. */
  busyIds: ReadonlySet<string>;
}

const nameOf = (m: TTeamMember) => `${m.fname} ${m.lname}`.trim();

interface ControlProps {
  member: TTeamMember;
  manage: boolean;
  busy: boolean;
  onChange: MembersListProps['onChange'];
}

/** The role: a select for a team administrator (as wide as its cell on a phone's card), the role's name otherwise. */
function RoleControl({ member, manage, busy, onChange, phone }: ControlProps & { phone: boolean }) {
  if (!manage) return <Text size="sm">{teamRoleLabels[member.role]}</Text>;
  return (
    <Select
      aria-label={`Role of ${nameOf(member)}`}
      data={roleOptions}
      value={member.role}
      allowDeselect={false}
      disabled={busy}
      w={phone ? '100%' : 140}
      onChange={(value) => {
        if (isTeamRole(value) && value !== member.role) onChange(member, { role: value });
      }}
    />
  );
}

function TeamAdminControl({ member, manage, busy, onChange }: ControlProps) {
  if (!manage) return member.isTeamAdmin ? <Badge variant="light">Team admin</Badge> : <Text size="sm">—</Text>;
  return (
    <Switch
      aria-label={`Team admin: ${nameOf(member)}`}
      checked={member.isTeamAdmin}
      disabled={busy}
      onChange={(event) => onChange(member, { isTeamAdmin: event.currentTarget.checked })}
    />
  );
}

function ActiveControl({ member, manage, busy, self, onChange }: ControlProps & { self: boolean }) {
  if (!manage) return member.active ? <Text size="sm">Active</Text> : <Badge color="gray">Deactivated</Badge>;
  return (
    <Switch
      aria-label={`Active: ${nameOf(member)}`}
      checked={member.active}
      // Nobody deactivates themself (the server refuses it too).
      disabled={busy || self}
      title={self ? 'You cannot deactivate your own account' : undefined}
      onChange={(event) => onChange(member, { active: event.currentTarget.checked })}
    />
  );
}

/**
 * The team's members: a table from the sm breakpoint, a card per member on a phone (no sideways
 * scrolling at 390 px). A team administrator changes the role, team administration and activity
 * of each; other members read them.
 */
export function MembersList({ members, manage, selfId, onChange, busyIds }: MembersListProps) {
  const phone = useMatches({ base: true, sm: false });
  if (members.length === 0) return <Text c="dimmed">No members yet.</Text>;
  const controls = (member: TTeamMember) => {
    const props = { member, manage, busy: busyIds.has(member._id), onChange };
    return {
      role: <RoleControl {...props} phone={phone} />,
      admin: <TeamAdminControl {...props} />,
      active: <ActiveControl {...props} self={member._id === selfId} />,
    };
  };

  if (phone) {
    return (
      <Stack gap="sm" component="ul" aria-label="Members" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const c = controls(member);
          return (
            <Paper key={member._id} component="li" withBorder p="sm" bg={member.active ? undefined : 'var(--mantine-color-gray-0)'}>
              <Stack gap="xs">
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{nameOf(member)}</Text>
                    {member._id === selfId && (
                      <Text size="xs" c="dimmed">
                        (you)
                      </Text>
                    )}
                    {manage && !member.active && (
                      <Badge size="sm" color="gray">
                        Deactivated
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                </div>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" style={{ alignItems: 'center' }}>
                  <Text size="sm">Role</Text>
                  {c.role}
                  <Text size="sm">Team admin</Text>
                  {c.admin}
                  <Text size="sm">Active</Text>
                  {c.active}
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table striped verticalSpacing="xs" aria-label="Members">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Team admin</Table.Th>
          <Table.Th>Active</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => {
          const c = controls(member);
          return (
            <Table.Tr key={member._id}>
              <Table.Td>
                <Text size="sm" fw={500} c={member.active ? undefined : 'dimmed'}>
                  {nameOf(member)}
                  {member._id === selfId && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (you)
                    </Text>
                  )}
                </Text>
                {manage && !member.active && (
                  <Badge size="sm" color="gray" mt={4}>
                    Deactivated
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
              <Table.Td>{c.role}</Table.Td>
              <Table.Td>{c.admin}</Table.Td>
              <Table.Td>{c.active}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
