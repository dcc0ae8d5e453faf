import { getVitalsReport } from './get-vitals-report';

/** Real-user speed (issue 33): administrators read the report; the pages' beacons are a route of their own (transport/streams/vitals.ts). */
export const vitalsOperations = { report: getVitalsReport };
