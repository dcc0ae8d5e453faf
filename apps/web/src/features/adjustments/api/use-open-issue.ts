import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/**
 * adjustments.openIssue: the issue of an item and issue type, opened before a request is added
 * to it (a new adjustment holds no issues, issue 26); the one already open when there is one.
 */
export function useOpenIssue() {
  const trpc = useTRPC();
  return useMutation(trpc.adjustments.openIssue.mutationOptions());
}
