import { z } from 'zod';
import { ZDeleteUserInput } from '@portal/domain/admin-users/admin-user-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { defineOperation } from '../operation';

export const deleteUser = defineOperation({
  summary: 'Delete a user (super admins)',
  access: 'superAdmin',
  kind: 'mutation',
  input: ZDeleteUserInput,
  output: ZMessage,
  rest: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    operationId: 'deleteUser',
    tag: 'Users',
    answers: 'Deleted',
    params: z.object({ id: ZDeleteUserInput.shape.id.describe('The user (User._id)') }),
    errors: { 404: 'No such user', 409: 'You cannot delete your own account' },
  },
  run: (services, caller, input) => services.adminUsers.remove(caller, input.id),
});
