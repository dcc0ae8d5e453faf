import { useRef } from 'react';

/**
 * The Idempotency-Key of a save (the order dialog's, issue 20; an adjustment's creation, issue 26): one per user action. Sending the
 * very same save again (the user clicks again after an error, or the mutation's own retry after
 * a lost answer) reuses its key, so a save the server committed answers its order instead of
 * saving twice or answering 409; any change to what is saved is a new action with a new key.
 */
export function useSaveAttemptKey() {
  const last = useRef<{ key: string; sent: string } | null>(null);
  return {
    keyFor(input: unknown): string {
      const sent = JSON.stringify(input);
      if (last.current?.sent !== sent) last.current = { key: crypto.randomUUID(), sent };
      return last.current.key;
    },
    /** The save was answered: the next one is a new action. */
    answered() {
      last.current = null;
    },
  };
}
