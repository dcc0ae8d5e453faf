import { Alert, Checkbox, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { adminUserSortColumns, type TListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import { errorMessage } from '../../../shared/api/api-error';
import { ExportMenu } from '../../../shared/list/export-menu';
import { useListPage, useListSearch } from '../../../shared/list/list-params';
import { useListSort } from '../../../shared/list/sort';
import { useSession } from '../../../shared/session/use-session';
import { actorOf } from '../admin-user-row';
import { useAdminUsers } from '../api/use-admin-users';
import { useCustomers } from '../api/use-customers';
import { useDeleteUser } from '../api/use-delete-user';
import { useUpdateUser } from '../api/use-update-user';
import { UsersTable } from '../components/users-table';

const pageSize = 50;

type SortColumn = TListUsersInput['orderBy'];

export function PortalUsersPage() {
  const session = useSession();
  // The search, sort and page live in the address (?q=&sort=&dir=&page=): a new search or sort starts at the first page.
  const { q: filter, typed: filterText, setTyped: setFilterText } = useListSearch();
  const { sort, onSort } = useListSort<SortColumn>({ orderBy: 'name', sortOrder: 'asc' }, adminUserSortColumns);
  const { offset, setOffset } = useListPage(pageSize);
  const page = offset / pageSize + 1;
  const setPage = (next: number) => setOffset((next - 1) * pageSize);
  // In the URL: the registration mail links to the accounts waiting for approval.
  const [searchParams, setSearchParams] = useSearchParams();
  const pendingOnly = searchParams.get('approval') === 'pending';
  const setPendingOnly = (on: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('approval', 'pending');
        else next.delete('approval');
        // Another filter starts at the first page.
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const filters = { filter: filter || undefined, ...(pendingOnly ? { approval: 'pending' as const } : {}), ...sort };
  const users = useAdminUsers({ ...filters, offset, limit: pageSize });
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
        <Checkbox label="Pending approval" checked={pendingOnly} onChange={(event) => setPendingOnly(event.currentTarget.checked)} mb={8} />
        <Group gap="xs">
          {users.isFetching && <Loader size="xs" />}
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? 'user' : 'users'}
          </Text>
          <ExportMenu listPath="/api/admin/users" query={filters} noun="users" />
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
