import type { FastifyInstance } from 'fastify';
import { ZDeleteUserInput, ZListUsersInput, ZUpdateUserInput } from '@portal/domain/admin-users/admin-user-schemas';
import { parseInput } from '../../http/error-mapping';
import { restContext } from '../../http/rest-context';

/** /api/admin/users (portal.md §7): the body of PUT is the partial update itself. */
export function registerAdminUserRoutes(app: FastifyInstance) {
  app.get('/api/admin/users', async (req) => {
    const ctx = restContext(app, req);
    await ctx.requireUser('admin');
    return ctx.services.adminUsers.list(parseInput(ZListUsersInput, req.query));
  });

  app.put<{ Params: { id: string } }>('/api/admin/users/:id', async (req) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requireUser('admin');
    return ctx.services.adminUsers.update(actor, parseInput(ZUpdateUserInput, { id: req.params.id, patch: req.body ?? {} }));
  });

  app.delete<{ Params: { id: string } }>('/api/admin/users/:id', async (req) => {
    const ctx = restContext(app, req);
    const actor = await ctx.requireUser('superAdmin');
    return ctx.services.adminUsers.remove(actor, parseInput(ZDeleteUserInput, req.params).id);
  });
}
