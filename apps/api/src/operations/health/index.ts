import { getLiveness } from './get-liveness';
import { getReadiness } from './get-readiness';

/** Liveness and readiness for the load balancer and the orchestrator (REST only). */
export const healthOperations = { readiness: getReadiness, liveness: getLiveness };
