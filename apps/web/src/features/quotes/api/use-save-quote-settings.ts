import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** Saves the markups and the company block; the settings read afterwards are the saved ones (the answer). */
export function useSaveQuoteSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.quotes.saveSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.quotes.settings.queryKey(), saved);
        notifications.show({ color: 'green', message: 'Quote settings saved' });
      },
    }),
  );
}
