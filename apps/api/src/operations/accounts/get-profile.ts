import { ZPortalUser } from '@portal/domain/accounts/user';
import { defineOperation } from '../operation';

export const getProfile = defineOperation({
  summary: 'The signed-in user',
  access: 'signedIn',
  kind: 'query',
  output: ZPortalUser,
  rest: { method: 'GET', path: '/api/users/profile', operationId: 'getProfile', tag: 'Accounts', answers: 'The signed-in user' },
  run: async (services, caller) => services.accounts.profile(caller),
});
