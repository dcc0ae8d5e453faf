import { ZMessage } from '@portal/domain/accounts/messages';
import { defineOperation } from '../operation';

export const signOut = defineOperation({
  summary: "Sign out: end this token's session",
  description:
    'From now on this token is refused everywhere (401 SESSION_EXPIRED), including by a second sign-out; ' +
    "the account's other sessions (other devices, other tabs that signed in) continue.",
  access: 'signedIn',
  kind: 'mutation',
  output: ZMessage,
  rest: {
    method: 'POST',
    path: '/api/users/logout',
    operationId: 'signOut',
    tag: 'Accounts',
    answers: 'Signed out: the message says so',
    errors: { 403: 'The account is deactivated (a session its deactivation did not end is refused too)' },
  },
  run: async (services, caller, _input, request) => services.accounts.logout(caller, await request.sessionId()),
});
