import type { FastifyInstance } from 'fastify';
import { shellConfigOf } from './shell-config';

export function registerShellRoutes(app: FastifyInstance) {
  app.get('/api/config', async () => shellConfigOf(app.deps.config));
}
