import { ZRegisterInput } from '@portal/domain/accounts/account-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { defineOperation } from '../operation';
import { tooManyAttempts } from './limits';

export const register = defineOperation({
  summary: 'Register (the account waits for an administrator to approve it)',
  description: 'The same answer whether or not an account has this email: its owner is mailed instead.',
  access: 'public',
  kind: 'mutation',
  input: ZRegisterInput,
  output: ZMessage,
  rest: {
    method: 'POST',
    path: '/api/users',
    operationId: 'registerUser',
    tag: 'Accounts',
    status: 201,
    answers: 'Registered: the message says approval is pending',
    body: ZRegisterInput,
    errors: { 429: tooManyAttempts('registrations from this address or for this email') },
  },
  run: (services, _caller, input, request) => services.accounts.register(input, request.ip),
});
