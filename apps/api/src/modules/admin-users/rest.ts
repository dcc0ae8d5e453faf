import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZDeleteUserInput, ZListUsersInput, ZManagedUser, ZUpdateUserInput, ZUserPage, ZUserPatch } from '@portal/domain/admin-users/admin-user-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';

const ZUserIdParams = z.object({ id: ZUpdateUserInput.shape.id.describe('The user (User._id)') });

/** /api/admin/users (portal.md §7): the body of PUT is the partial update itself. */
export function registerAdminUserRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);

  api.get(
    '/api/admin/users',
    operation({
      operationId: 'listUsers',
      tag: 'Users',
      summary: 'Portal users, filtered by name or email, sorted and paged (administrators)',
      access: 'admin',
      querystring: ZListUsersInput,
      response: { 200: json('A page of users and how many match', ZUserPage) },
    }),
    async (req) => restContext(app, req).services.adminUsers.list(req.query),
  );

  api.put(
    '/api/admin/users/:id',
    operation({
      operationId: 'updateUser',
      tag: 'Users',
      summary: 'Change flags, permissions or the linked ERP customer; only the fields sent change (administrators)',
      description:
        'The toggle rules of the Portal Users page hold whatever is sent: approval needs a real ERP customer, store access an approved account; only a super admin grants super admin and the back-office permissions, and only to administrators. Approving mails the user; removing rights ends their sessions.',
      access: 'admin',
      params: ZUserIdParams,
      body: ZUserPatch,
      response: { 200: json('The user as saved', ZManagedUser) },
      errors: {
        400: 'Invalid input (fieldErrors name each field): an unknown field, a wrong type, an unknown Business Central customer',
        403: 'Not an administrator, or a rule only a super admin may pass (super admin flag, permissions, a super admin account)',
        404: 'No such user',
        409: 'A toggle rule refused the change (fieldErrors name the flag and why)',
      },
    }),
    async (req) => restContext(app, req).services.adminUsers.update(callerOf(req), { id: req.params.id, patch: req.body }),
  );

  api.delete(
    '/api/admin/users/:id',
    operation({
      operationId: 'deleteUser',
      tag: 'Users',
      summary: 'Delete a user (super admins)',
      access: 'superAdmin',
      params: z.object({ id: ZDeleteUserInput.shape.id.describe('The user (User._id)') }),
      response: { 200: json('Deleted', ZMessage) },
      errors: { 404: 'No such user', 409: 'You cannot delete your own account' },
    }),
    async (req) => restContext(app, req).services.adminUsers.remove(callerOf(req), req.params.id),
  );
}
