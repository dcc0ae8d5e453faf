import { Alert, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { useListSort } from '../../../shared/list/sort';
import { useSession } from '../../../shared/session/use-session';
import { actorOf } from '../admin-user-row';
import { useAdminUsers } from '../api/use-admin-users';
import { useCustomers } from '../api/use-customers';
import { useDeleteUser } from '../api/use-delete-user';
import { useUpdateUser } from '../api/use-update-user';
import { UsersTable } from '../components/users-table';

const pageSize = 50;
/** Spec §9: list filters apply 1 second after typing stops. */
const filterDebounceMs = 1000;

type SortColumn = TListUsersInput['orderBy'];

export function PortalUsersPage() {
  const session = useSession();
  const [filterText, setFilterText] = useState('');
  const [filter] = useDebouncedValue(filterText.trim(), filterDebounceMs);
  const { sort, onSort } = useListSort<SortColumn>({ orderBy: 'name', sortOrder: 'asc' });
  const [page, setPage] = useState(1);
  const [pageFilter, setPageFilter] = useState(filter);
  // A new filter starts at the first page (adjusted during render, not in an effect).
  if (pageFilter !== filter) {
    setPageFilter(filter);
    setPage(1);
  }

  const users = useAdminUsers({ filter: filter || undefined, ...sort, offset: (page - 1) * pageSize, limit: pageSize });
  const customers = useCustomers();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  if (!session) return null;

  const busyIds = new Set<string>();
  if (updateUser.isPending && updateUser.variables) busyIds.add(updateUser.variables.id);
  if (deleteUser.isPending && deleteUser.variables) busyIds.add(deleteUser.variables.id);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, email or customer"
          value={filterText}
          onChange={(event) => setFilterText(event.currentTarget.value)}
          maxLength={100}
          w={320}
        />
        <Group gap="xs">
          {users.isFetching && <Loader size="xs" />}
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'user' : 'users'}
          </Text>
        </Group>
      </Group>
      {users.isError && (
        <Alert color="red" title="Could not load users.">
          {errorMessage(users.error)}
        </Alert>
      )}
      {customers.isError && (
        <Alert color="orange" title="Could not load Business Central customers.">
          {errorMessage(customers.error)}
        </Alert>
      )}
      {users.isPending ? (
        <Loader />
      ) : (
        <UsersTable
          users={users.data?.items ?? []}
          actor={actorOf(session)}
          customers={customers.data ?? []}
          orderBy={sort.orderBy}
          sortOrder={sort.sortOrder}
          onSort={onSort}
          onPatch={(id, patch) => updateUser.mutate({ id, patch })}
          onDelete={(id) => deleteUser.mutate({ id })}
          busyIds={busyIds}
        />
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
