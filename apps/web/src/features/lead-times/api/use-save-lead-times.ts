import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Saves the table whole; what the page reads afterwards is the table as saved (holidays sorted, each once). */
export function useSaveLeadTimes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.leadTimes.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.leadTimes.get.queryKey(), saved);
        notifications.show({ color: 'green', message: 'Lead times saved.', autoClose: 5000 });
      },
    }),
  );
}
