import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useTRPC } from '../../../shared/api/trpc';
import { useReloadAdjustment } from './use-reload-adjustment';

/** adjustments.removeRequest: back to no request (Draft), its images deleted; a refusal is a toast (§8 deletes). */
export function useRemoveRequest() {
  const trpc = useTRPC();
  const reload = useReloadAdjustment();
  return useMutation(
    trpc.adjustments.removeRequest.mutationOptions({
      onSuccess: reload,
      onError: (error) => notifications.show({ color: 'red', title: 'Request not removed', message: errorMessage(error), autoClose: 8000 }),
    }),
  );
}
