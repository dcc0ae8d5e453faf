import { z } from 'zod';
import { ZManagedUser, ZUpdateUserInput, ZUserPatch } from '@portal/domain/admin-users/admin-user-schemas';
import { defineOperation } from '../operation';

export const updateUser = defineOperation({
  summary: 'Change flags, permissions or the linked ERP customer; only the fields sent change (administrators)',
  description:
    'The toggle rules of the Portal Users page hold whatever is sent: approval needs a real ERP customer, ' +
    'store access an approved account; only a super admin grants super admin and the back-office permissions, ' +
    'and only to administrators. Approving mails the user; removing rights ends their sessions. ' +
    'isTeamAdmin (issue 32) needs an approved account linked to a real ERP customer; teamRole sets store access as the role gives it ' +
    '(buyer and sales: on; viewer: off) on an approved account that is not an administrator, and only the role elsewhere.',
  access: 'admin',
  kind: 'mutation',
  input: ZUpdateUserInput,
  output: ZManagedUser,
  rest: {
    method: 'PUT',
    path: '/api/admin/users/:id',
    operationId: 'updateUser',
    tag: 'Users',
    answers: 'The user as saved',
    params: z.object({ id: ZUpdateUserInput.shape.id.describe('The user (User._id)') }),
    // The body of PUT is the partial update itself.
    body: ZUserPatch,
    bodyAs: 'patch',
    errors: {
      400: 'Invalid input (fieldErrors name each field): an unknown field, a wrong type, an unknown Business Central customer',
      403: 'Not an administrator, or a rule only a super admin may pass (super admin flag, permissions, a super admin account)',
      404: 'No such user',
      409: 'A toggle rule refused the change (fieldErrors name the flag and why)',
    },
  },
  run: (services, caller, input) => services.adminUsers.update(caller, input),
});
