import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';
import { useReloadAdjustment } from './use-reload-adjustment';

/** adjustments.comment {id, text}; the comment box shows a refusal under itself. */
export function useAddComment() {
  const trpc = useTRPC();
  const reload = useReloadAdjustment();
  return useMutation(trpc.adjustments.comment.mutationOptions({ onSuccess: reload }));
}
