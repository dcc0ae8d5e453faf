import { ZListUsersInput, ZUserPage } from '@portal/domain/admin-users/admin-user-schemas';
import { defineOperation } from '../operation';

export const listUsers = defineOperation({
  summary: 'Portal users, filtered by name or email, sorted and paged (administrators)',
  access: 'admin',
  kind: 'query',
  input: ZListUsersInput,
  output: ZUserPage,
  rest: {
    method: 'GET',
    path: '/api/admin/users',
    operationId: 'listUsers',
    tag: 'Users',
    answers: 'A page of users and how many match',
    query: ZListUsersInput,
  },
  run: (services, _caller, input) => services.adminUsers.list(input),
});
