import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The invoices the ERP posted for an expanded order (read when the row opens). */
export function useOrderInvoices(orderId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.erpSync.invoices.queryOptions({ id: orderId }), staleTime: 0 });
}
