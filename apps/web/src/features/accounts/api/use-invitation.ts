import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The invitation a register link carries (teams.invitation): the address, the role and the team's name. */
export function useInvitation(token: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.teams.invitation.queryOptions({ token: token ?? '' }), enabled: token !== null, retry: false });
}
