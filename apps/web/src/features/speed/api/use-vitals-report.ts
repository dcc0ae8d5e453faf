import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../shared/api/trpc';

/** The field speed of the last `weeks` weeks (vitals.report): the last answer stays on screen while another span loads. */
export function useVitalsReport(weeks: number) {
  const trpc = useTRPC();
  return useQuery(trpc.vitals.report.queryOptions({ weeks }, { placeholderData: keepPreviousData }));
}
