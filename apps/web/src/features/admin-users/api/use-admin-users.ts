import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import { useTRPC } from '../../../shared/api/trpc';

export function useAdminUsers(params: TListUsersInput) {
  const trpc = useTRPC();
  // Keep the current page on screen while the next sort / filter / page loads.
  return useQuery(trpc.adminUsers.list.queryOptions(params, { placeholderData: keepPreviousData }));
}
