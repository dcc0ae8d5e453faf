import { useSyncExternalStore } from 'react';
import type { SignedInUser } from '@portal/domain/accounts/user';
import { readSession, subscribeSession } from './session-store';

/** The signed-in user, or null; re-renders when the session changes in this or another tab. */
export function useSession(): SignedInUser | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
