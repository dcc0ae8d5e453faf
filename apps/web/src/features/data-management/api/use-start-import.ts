import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Starts an items import from the ERP; the answer is the run to poll. */
export function useStartItemsImport() {
  const trpc = useTRPC();
  return useMutation(trpc.catalog.importItems.mutationOptions());
}

/** Starts a customers import from the ERP; the answer is the run to poll. */
export function useStartCustomersImport() {
  const trpc = useTRPC();
  return useMutation(trpc.dataManagement.importCustomers.mutationOptions());
}
