import { Select, Switch, Table, Text } from '@mantine/core';
import { fullName } from '@portal/domain/accounts/user';
import type { TListUsersInput, TUserPatch } from '@portal/domain/admin-users/admin-user-schemas';
import { toggleAvailability, type Actor } from '@portal/domain/admin-users/user-flag-rules';
import type { Customer } from '@portal/domain/customers/customer';
import { flagColumns, isRowLocked, permissionColumns, type AdminUserRow } from '../admin-user-row';
import { DeleteUserButton } from './delete-user-button';
import { SortableHeader } from '../../../shared/ui/sortable-header';

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

export function UsersTable({ users, actor, customers, orderBy, sortOrder, onSort, onPatch, onDelete, busyIds }: UsersTableProps) {
  const customerOptions = customers.map((customer) => ({ value: customer.bc_customer_id, label: `${customer.bc_customer_displayName} (${customer.bc_customer_id})` }));
  const header = (column: SortColumn, label: string) => (
    <SortableHeader active={orderBy === column} direction={sortOrder} onSort={() => onSort(column)}>
      {label}
    </SortableHeader>
  );

  return (
    <Table.ScrollContainer minWidth={1300}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {header('name', 'Portal User')}
            {header('email', 'Email')}
            {header('customer', 'Business Central Customer')}
            {[...flagColumns, ...permissionColumns].map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
            {actor.isSuperAdmin && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={flagColumns.length + permissionColumns.length + 4}>
                <Text c="dimmed" ta="center">
                  No users found
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {users.map((user) => {
            const enabled = toggleAvailability({ ...user, id: user._id }, actor);
            const readOnly = isRowLocked(user, actor) || busyIds.has(user._id);
            const name = fullName(user);
            // A customer the ERP list no longer has still shows by its stored name.
            const options =
              user.bc_customer_id && !customerOptions.some((option) => option.value === user.bc_customer_id)
                ? [...customerOptions, { value: user.bc_customer_id, label: user.bc_customer_displayName ?? user.bc_customer_id }]
                : customerOptions;
            return (
              <Table.Tr key={user._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.location}
                  </Text>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td miw={260}>
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
                </Table.Td>
                {flagColumns.map((column) => (
                  <Table.Td key={column.key}>
                    <Switch
                      aria-label={`${column.label} for ${name}`}
                      checked={user[column.key]}
                      disabled={readOnly || !enabled[column.key]}
                      onChange={(event) => onPatch(user._id, { [column.key]: event.currentTarget.checked })}
                    />
                  </Table.Td>
                ))}
                {permissionColumns.map((column) => (
                  <Table.Td key={column.key}>
                    <Switch
                      aria-label={`${column.label} for ${name}`}
                      checked={user[column.key]}
                      disabled={readOnly || !enabled[column.key] || user._id === actor.id}
                      onChange={(event) => onPatch(user._id, { [column.key]: event.currentTarget.checked })}
                    />
                  </Table.Td>
                ))}
                {actor.isSuperAdmin && (
                  <Table.Td>
                    {user._id !== actor.id && <DeleteUserButton user={user} disabled={busyIds.has(user._id)} onConfirm={() => onDelete(user._id)} />}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
