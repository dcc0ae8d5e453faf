import { useMutation } from '@tanstack/react-query';
import { useTRPCClient } from '../../../shared/api/trpc';

/**
 * A new order's id. The procedure is a query, but every call must give a fresh id, so it runs
 * as a mutation (never cached); the dialog asks once and reuses the id on a retried save.
 */
export function useGenerateOrderId() {
  const client = useTRPCClient();
  return useMutation({ mutationFn: () => client.orders.generateId.query() });
}
