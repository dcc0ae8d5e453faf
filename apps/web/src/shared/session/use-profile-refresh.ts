import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../api/trpc';
import { readSession, updateSessionUser } from './session-store';
import { useSession } from './use-session';

/**
 * Refreshes the stored user from accounts.profile on each page load and then every minute, so an
 * approval, a flag change or a new tier (an open store's prices) shows without signing in again;
 * a revoked token answers UNAUTHORIZED and the query client logs out.
 */
export function useProfileRefresh() {
  const trpc = useTRPC();
  const session = useSession();
  const { data } = useQuery({ ...trpc.accounts.profile.queryOptions(), enabled: session !== null, refetchInterval: 60_000 });
  useEffect(() => {
    const current = readSession();
    if (!data || !current) return;
    const { token: _token, ...stored } = current;
    if (JSON.stringify(stored) !== JSON.stringify(data)) updateSessionUser(data);
  }, [data]);
}
