import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListMailInput } from '@portal/domain/mail/mail-schemas';
import { useTRPC } from '../../../shared/api/trpc';

export function useMail(params: TListMailInput) {
  const trpc = useTRPC();
  return useQuery(trpc.mail.list.queryOptions(params, { placeholderData: keepPreviousData }));
}
