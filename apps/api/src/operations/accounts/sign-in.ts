import { ZLoginInput } from '@portal/domain/accounts/account-schemas';
import { ZSignedInUser } from '@portal/domain/accounts/user';
import { defineOperation } from '../operation';
import { tooManyAttempts } from './limits';

export const signIn = defineOperation({
  summary: 'Sign in: the user and a bearer token',
  description: 'An account waiting for approval signs in too (isApproved says so); what it may do follows from its flags.',
  access: 'public',
  kind: 'mutation',
  input: ZLoginInput,
  output: ZSignedInUser,
  rest: {
    method: 'POST',
    path: '/api/users/login',
    operationId: 'signIn',
    tag: 'Accounts',
    answers: 'The user and the bearer token of the session',
    body: ZLoginInput,
    errors: {
      401: 'INVALID_CREDENTIALS: wrong email or password (the same answer for both)',
      403: 'ACCOUNT_DEACTIVATED: a team administrator deactivated the account (said only once the password is right)',
      429: tooManyAttempts('failed sign-ins from this address, or for this email from this address or from everywhere'),
    },
  },
  run: (services, _caller, input, request) => services.accounts.login(input, request.ip),
});
