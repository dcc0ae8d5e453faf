import type { FastifyInstance } from 'fastify';
import {
  ZLoginInput,
  ZRegisterInput,
  ZRequestResetInput,
  ZResetPasswordInput,
} from '@portal/domain/accounts/account-schemas';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';

/** The spec's /api/users paths (portal.md §7) over the same service as tRPC. */
export function registerAccountRoutes(app: FastifyInstance) {
  app.post('/api/users', async (req, reply) => {
    const { services } = restContext(app, req);
    const result = await services.accounts.register(parseInput(ZRegisterInput, req.body));
    return reply.status(201).send(result);
  });

  app.post('/api/users/login', async (req) => {
    const { services, ip } = restContext(app, req);
    return services.accounts.login(parseInput(ZLoginInput, req.body), ip);
  });

  app.post('/api/users/reset', async (req) => {
    const { services, ip } = restContext(app, req);
    return services.accounts.requestReset(parseInput(ZRequestResetInput, req.body), ip);
  });

  app.post<{ Params: { token: string } }>('/api/users/reset/:token', async (req) => {
    const { services } = restContext(app, req);
    const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
    return services.accounts.resetPassword(parseInput(ZResetPasswordInput, { ...body, token: req.params.token }));
  });

  app.get('/api/users/profile', async (req) => {
    const ctx = restContext(app, req);
    return ctx.services.accounts.profile(await ctx.requireUser('signedIn'));
  });
}
