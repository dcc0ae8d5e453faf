import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { useReloadAdjustment } from './use-reload-adjustment';

/** adjustments.fileWarranty: needs a reason and an image already attached; a refusal is a toast (§8). */
export function useFileWarranty() {
  const trpc = useTRPC();
  const reload = useReloadAdjustment();
  return useMutation(
    trpc.adjustments.fileWarranty.mutationOptions({
      onSuccess: reload,
      onError: (error) => notifications.show({ color: 'red', title: 'Warranty request not saved', message: errorMessage(error), autoClose: 8000 }),
    }),
  );
}
