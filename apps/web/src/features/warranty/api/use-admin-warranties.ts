import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { useTRPC } from '../../../shared/api/trpc';

/** Every dealer's warranty requests (administrators), filtered and paged. */
export function useAdminWarranties(params: TAdminWarrantiesInput) {
  const trpc = useTRPC();
  return useQuery(trpc.warranty.adminList.queryOptions(params, { placeholderData: keepPreviousData }));
}
