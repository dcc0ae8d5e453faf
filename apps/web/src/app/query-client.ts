import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '../shared/api/api-error';
import { clearSession, readSession } from '../shared/session/session-store';
import { reportFailedCall } from '../shared/error-reporting/error-reporting';

/**
 * Spec §4/§8: a missing, expired or revoked token logs out. Clearing the session is enough:
 * the route guards watch it and send the visitor to /login. Only a signed-in session is
 * cleared, so a failed sign-in (also UNAUTHORIZED) does not count.
 */
function onError(error: unknown) {
  if (isUnauthorized(error) && readSession()) clearSession();
  reportFailedCall(error);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 2,
      },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The browser app's one QueryClient: AppProviders renders with it, and a route starts its page's
 * queries in it while the page's code downloads (route-prefetch.ts), so the page's useQuery finds
 * them in flight. renderRoutes in tests makes a client of its own (createQueryClient).
 */
export function appQueryClient(): QueryClient {
  return (shared ??= createQueryClient());
}
