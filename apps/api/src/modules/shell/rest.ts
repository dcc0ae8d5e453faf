import type { FastifyInstance } from 'fastify';
import { ZShellConfig } from '@portal/domain/shell/shell-config';
import { json, operation, typedRoutes } from '../../http/route-contract';
import { shellConfigOf } from './shell-config';

export function registerShellRoutes(app: FastifyInstance) {
  typedRoutes(app).get(
    '/api/config',
    operation({ operationId: 'getConfig', tag: 'Service', summary: 'Company name, support contact, feedback link and the limits of one order (public)', access: 'public', response: { 200: json('The public configuration', ZShellConfig) } }),
    async () => shellConfigOf(app.deps.config),
  );
}
