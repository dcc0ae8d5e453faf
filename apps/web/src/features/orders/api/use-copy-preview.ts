import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** What copying an order would make, nothing saved (issue 29): read afresh each time the Copy dialog opens. */
export function useCopyPreview(orderId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.orders.copyPreview.queryOptions({ id: orderId }), staleTime: 0 });
}
