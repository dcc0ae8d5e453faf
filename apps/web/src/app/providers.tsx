import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TRPCProvider } from '../shared/api/trpc';
import { appClients } from './app-clients';
import { cssVariablesResolver, theme } from './theme';

/** Spec §9: toasts close after 5000 ms. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = appClients();
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
