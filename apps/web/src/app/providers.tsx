import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createApiClient, TRPCProvider } from '../shared/api/trpc';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Spec §9: toasts close after 5000 ms. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => createApiClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Bottom centre: clear of the store's cart card on the right and of the header's menus. */}
      <Notifications autoClose={5000} position="bottom-center" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
