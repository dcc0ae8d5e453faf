import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTRPCClient } from '../../../shared/api/trpc';
import { clearSession } from '../../../shared/session/session-store';

/** How long Sign Out waits for the server to end the session before forgetting the token anyway. */
const serverWaitMs = 5_000;

/**
 * Sign Out: the server ends this token's session (other devices stay signed in), then the token
 * is forgotten here whatever the answer: refused (already ended), failed or too slow.
 */
export function useSignOut(): () => Promise<void> {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      // Sent while the session is still stored: the request carries its token.
      await client.accounts.logout.mutate(undefined, { signal: AbortSignal.timeout(serverWaitMs) });
    } catch {
      // Signed out on this device all the same.
    }
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
}
