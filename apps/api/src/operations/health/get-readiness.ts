import { defineRestOperation } from '../operation';
import { ZHealth } from './health-schemas';

const notReady = 'UNAVAILABLE: not ready (shutting down, migrations pending, or the database or the file storage does not answer); the message says which';

/** Readiness (send this instance traffic): migrated, the database and the file storage answer, not shutting down; /api/health is its alias. */
export const getReadiness = defineRestOperation({
  summary: 'Readiness: migrations have run, the database and the file storage answer, and the instance is not shutting down (public)',
  access: 'public',
  kind: 'query',
  output: ZHealth,
  rest: [
    // The alias the web and the scripts already call.
    {
      method: 'GET',
      path: '/api/health',
      operationId: 'getHealth',
      summary: 'Ready to serve, the same as /api/health/ready (public)',
      tag: 'Service',
      answers: 'Ready: {"status": "ok"}',
      errors: { 503: notReady },
    },
    { method: 'GET', path: '/api/health/ready', operationId: 'getReadiness', tag: 'Service', answers: 'Ready: {"status": "ok"}', errors: { 503: notReady } },
  ],
  run: (services) => services.health.ready(),
});
