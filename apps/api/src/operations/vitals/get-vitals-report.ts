import { z } from 'zod';
import { ZVitalsQuery, ZVitalsReport } from '@portal/domain/vitals/vitals-schemas';
import { defineOperation } from '../operation';

/** The query as REST declares it: its fields inline, since the document's query parameters cannot point at a named schema (VitalsQuery). */
const ZVitalsQueryParameters = z.object(ZVitalsQuery.shape);

/** The Speed page (issue 33): how fast the portal is for its users, per route, class of device and week. */
export const getVitalsReport = defineOperation({
  summary: 'Real-user speed (administrators): the p75 of LCP, INP, CLS and TTFB per route, device class and ISO week',
  description:
    'From the anonymous beacons pages send (POST /api/telemetry/vitals). Weeks are ISO weeks (from Monday) of the day a value was received, ' +
    "in the portal's time zone (PORTAL_TIME_ZONE), this week included. Each p75 is by nearest rank over the week's values (null, count 0, " +
    'where a metric has none); a row is listed only where its week, route and device class received a value. Values older than 7 days are ' +
    'kept as daily counts of each value, so the figures are the same whenever they are read.',
  access: 'admin',
  kind: 'query',
  // A call without input is the default window (tRPC; REST always has a query object).
  input: ZVitalsQuery.prefault({}),
  output: ZVitalsReport,
  rest: {
    method: 'GET',
    path: '/api/admin/vitals',
    operationId: 'getVitalsReport',
    tag: 'Speed',
    answers: 'The rows, newest week first, then by route and device class',
    query: ZVitalsQueryParameters,
  },
  run: (services, _caller, input) => services.vitals.report(input.weeks),
});
