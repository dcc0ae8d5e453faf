import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The caller's team (teams.get): members, open invitations (team administrators) and the spending approval. */
export function useTeam() {
  const trpc = useTRPC();
  return useQuery(trpc.teams.get.queryOptions());
}
