import { ZRequestResetInput } from '@portal/domain/accounts/account-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { defineOperation } from '../operation';
import { tooManyAttempts } from './limits';

export const requestPasswordReset = defineOperation({
  summary: 'Mail a password reset link (valid one hour)',
  description: 'The same answer whether or not an account has this email.',
  access: 'public',
  kind: 'mutation',
  input: ZRequestResetInput,
  output: ZMessage,
  rest: {
    method: 'POST',
    path: '/api/users/reset',
    operationId: 'requestPasswordReset',
    tag: 'Accounts',
    answers: 'The message says a link is on its way if the account exists',
    body: ZRequestResetInput,
    errors: { 429: tooManyAttempts('reset requests for this email or from this address') },
  },
  run: (services, _caller, input, request) => services.accounts.requestReset(input, request.ip),
});
