import { defineRestOperation } from '../operation';
import { ZLive } from './health-schemas';

/** Liveness (restart the process if this fails): it runs and answers; touches no database. */
export const getLiveness = defineRestOperation({
  summary: 'Liveness: the process runs and answers; touches no database (public)',
  access: 'public',
  kind: 'query',
  output: ZLive,
  rest: { method: 'GET', path: '/api/health/live', operationId: 'getLiveness', tag: 'Service', answers: 'Alive: {"status": "alive"}' },
  run: async () => ({ status: 'alive' as const }),
});
