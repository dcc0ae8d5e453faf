import { catalogSnapshotOptions } from '../features/store/api/use-catalog';
import { canSeeStore } from '../shared/session/access';
import { isTokenExpired } from '../shared/session/jwt-expiry';
import { readSession } from '../shared/session/session-store';
import { appClients } from './app-clients';

/**
 * Route loaders that start a page's data while its code downloads, instead of after the page's
 * chunk has loaded and rendered. They wait for nothing (the page shows its own loading state) and
 * return nothing; the query lands in the app's QueryClient, where the page's useQuery finds it in
 * flight or done. A visitor the page would turn away (signed out, expired, no store access) fetches
 * nothing.
 */
export function prefetchStore(): null {
  const session = readSession();
  if (session && !isTokenExpired(session.token) && canSeeStore(session)) {
    const { queryClient, trpc } = appClients();
    void queryClient.prefetchQuery(catalogSnapshotOptions(trpc, queryClient));
  }
  return null;
}
