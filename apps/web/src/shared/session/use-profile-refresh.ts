import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../api/trpc';
import { readSession, updateSessionUser } from './session-store';
import { useSession } from './use-session';

/**
 * Refreshes the stored user from accounts.profile once per page load, so an approval or
 * flag change made by an admin shows without signing in again; a revoked token answers
 * UNAUTHORIZED and the query client logs out.
 */
export function useProfileRefresh() {
  const trpc = useTRPC();
  const session = useSession();
  const { data } = useQuery({ ...trpc.accounts.profile.queryOptions(), enabled: session !== null });
  useEffect(() => {
    const current = readSession();
    if (!data || !current) return;
    const { token: _token, ...stored } = current;
    if (JSON.stringify(stored) !== JSON.stringify(data)) updateSessionUser(data);
  }, [data]);
}
