import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The sample ERP's back office (no Business Central): a shipment or an invoice posted for an order; the order and its invoices refetch. */
export function useSampleErp() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = (answer: { message: string }) => {
    notifications.show({ color: 'green', message: answer.message });
    return Promise.all([queryClient.invalidateQueries(trpc.orders.pathFilter()), queryClient.invalidateQueries(trpc.erpSync.invoices.pathFilter())]);
  };
  const onError = (error: { message: string }) => notifications.show({ color: 'red', message: error.message });
  return {
    shipment: useMutation(trpc.erpSync.postSampleShipment.mutationOptions({ onSuccess })),
    invoice: useMutation(trpc.erpSync.postSampleInvoice.mutationOptions({ onSuccess, onError })),
  };
}
