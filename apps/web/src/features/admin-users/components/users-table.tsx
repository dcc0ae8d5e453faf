import { Badge, Select, SimpleGrid, Stack, Switch, Text, useMatches } from '@mantine/core';
import { fullName } from '@portal/domain/accounts/user';
import type { TListUsersInput, TUserPatch } from '@portal/domain/admin-users/admin-user-schemas';
import { toggleAvailability, type Actor } from '@portal/domain/admin-users/user-flag-rules';
import { teamRoleLabels, teamRoles, type TeamRole } from '@portal/domain/teams/team-roles';
import type { Customer } from '@portal/domain/customers/customer';
import { ListTable, type ListColumn } from '../../../shared/list/list-table';
import { flagColumns, isRowLocked, permissionColumns, type AdminUserRow } from '../admin-user-row';
import { DeleteUserButton } from './delete-user-button';

type SortColumn = TListUsersInput['orderBy'];

export interface UsersTableProps {
  users: AdminUserRow[];
  actor: Actor;
  customers: Customer[];
  orderBy: SortColumn;
  sortOrder: 'asc' | 'desc';
  onSort: (column: SortColumn) => void;
  onPatch: (id: string, patch: TUserPatch) => void;
  onDelete: (id: string) => void;
  /** Rows with a request in flight are read-only until it settles. */
  busyIds: ReadonlySet<string>;
}

const teamRoleOptions: { value: TeamRole; label: string }[] = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

interface Option {
  value: string;
  label: string;
}

/** A user as the table shows them: what the actor may change and the customers to choose from. */
interface Row {
  _id: string;
  user: AdminUserRow;
  name: string;
  readOnly: boolean;
  enabled: ReturnType<typeof toggleAvailability>;
  options: Option[];
}

export function UsersTable({ users, actor, customers, orderBy, sortOrder, onSort, onPatch, onDelete, busyIds }: UsersTableProps) {
  const customerOptions = customers.map((customer) => ({
    value: customer.bc_customer_id,
    label: `${customer.bc_customer_displayName} (${customer.bc_customer_id})`,
  }));
  const rows: Row[] = users.map((user) => ({
    _id: user._id,
    user,
    name: fullName(user),
    enabled: toggleAvailability({ ...user, id: user._id }, actor),
    readOnly: isRowLocked(user, actor) || busyIds.has(user._id),
    // A customer the ERP list no longer has still shows by its stored name.
    options:
      user.bc_customer_id && !customerOptions.some((option) => option.value === user.bc_customer_id)
        ? [...customerOptions, { value: user.bc_customer_id, label: user.bc_customer_displayName ?? user.bc_customer_id }]
        : customerOptions,
  }));

  // A phone shows the name and Portal Access (approval) in the row; the customer and the other toggles open under it.
  const phone = useMatches({ base: true, sm: false });
  const switches = (list: typeof flagColumns | typeof permissionColumns, selfLocked: boolean): ListColumn<Row>[] =>
    list.map(({ key, label }) => ({
      label,
      ...(key === 'isApproved' ? { phone: true as const } : {}),
      cell: ({ user, name, readOnly, enabled }) => (
        <Switch
          aria-label={`${label} for ${name}`}
          checked={user[key]}
          disabled={readOnly || !enabled[key] || (selfLocked && user._id === actor.id)}
          onChange={(event) => onPatch(user._id, { [key]: event.currentTarget.checked })}
        />
      ),
    }));

  const columns: ListColumn<Row, SortColumn>[] = [
    {
      label: 'Portal User',
      sort: 'name',
      phone: true,
      cell: ({ user, name }) => (
        <>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.location}
          </Text>
          {!user.active && (
            <Badge size="xs" color="gray" title="Deactivated by a team administrator: cannot sign in">
              Deactivated
            </Badge>
          )}
          {phone && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          )}
        </>
      ),
    },
    // A long address wraps rather than pushing the last switches out of a wide screen.
    {
      label: 'Email',
      sort: 'email',
      cell: ({ user }) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      ),
    },
    {
      label: 'Business Central Customer',
      sort: 'customer',
      miw: 260,
      cell: ({ user, name, readOnly, enabled, options }) => (
        <Select
          aria-label={`Business Central Customer for ${name}`}
          placeholder="Choose a customer"
          data={options}
          value={user.bc_customer_id}
          searchable
          clearable={!user.isApproved}
          allowDeselect={false}
          nothingFoundMessage="No customer found"
          disabled={readOnly || !enabled.bc_customer_id}
          onChange={(value) => {
            if (value !== user.bc_customer_id) onPatch(user._id, { bc_customer_id: value });
          }}
        />
      ),
    },
    // Issue 32: the role in the team sets store access where the store access toggle itself would move.
    {
      label: 'Team Role',
      miw: 115,
      cell: ({ user, name, readOnly }) => (
        <Select
          aria-label={`Team Role for ${name}`}
          data={teamRoleOptions}
          value={user.teamRole}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(value) => {
            const role = teamRoles.find((r) => r === value);
            if (role && role !== user.teamRole) onPatch(user._id, { teamRole: role });
          }}
        />
      ),
    },
    ...switches(flagColumns, false),
    ...switches(permissionColumns, true),
  ];

  const phoneControls = columns.filter((column) => !column.phone && column.label !== 'Email');
  return (
    <ListTable
      rows={rows}
      columns={columns}
      expand={
        phone
          ? {
              label: (row) => row.name,
              content: (row) => (
                <Stack gap="sm">
                  {phoneControls.map((column) => (
                    <SimpleGrid key={column.label} cols={2} spacing="xs" style={{ alignItems: 'center' }}>
                      <Text size="sm">{column.label}</Text>
                      {column.cell(row)}
                    </SimpleGrid>
                  ))}
                  {actor.isSuperAdmin && row.user._id !== actor.id && (
                    <DeleteUserButton user={row.user} disabled={busyIds.has(row.user._id)} onConfirm={() => onDelete(row.user._id)} />
                  )}
                </Stack>
              ),
            }
          : undefined
      }
      empty="No users found"
      minWidth={1300}
      striped
      sort={{ orderBy, sortOrder, onSort }}
      actions={
        actor.isSuperAdmin
          ? {
              hiddenOnPhone: true,
              cell: ({ user }) =>
                user._id !== actor.id && <DeleteUserButton user={user} disabled={busyIds.has(user._id)} onConfirm={() => onDelete(user._id)} />,
            }
          : undefined
      }
    />
  );
}
