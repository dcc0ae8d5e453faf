import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../shared/api/app-router';
import { createApiClient } from '../shared/api/trpc';
import { appQueryClient } from './query-client';

type ApiClient = ReturnType<typeof createApiClient>;
let clients: { trpcClient: ApiClient; trpc: TRPCOptionsProxy<AppRouter> } | undefined;

/**
 * The browser app's query client and tRPC client, made once: AppProviders renders with them and
 * route loaders use them before React has rendered anything (route-prefetch.ts). `trpc` gives the
 * same query options (and keys) outside React as useTRPC() inside it.
 */
export function appClients() {
  const queryClient = appQueryClient();
  if (!clients) {
    const trpcClient = createApiClient();
    clients = { trpcClient, trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }) };
  }
  return { queryClient, ...clients };
}
