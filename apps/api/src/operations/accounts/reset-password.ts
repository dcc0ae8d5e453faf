import { z } from 'zod';
import { ZResetPasswordInput } from '@portal/domain/accounts/account-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { defineOperation } from '../operation';
import { tooManyAttempts } from './limits';

export const resetPassword = defineOperation({
  summary: 'Set a new password with the token of a reset link; every session of the account ends',
  access: 'public',
  kind: 'mutation',
  input: ZResetPasswordInput,
  output: ZMessage,
  rest: {
    method: 'POST',
    path: '/api/users/reset/:token',
    operationId: 'resetPassword',
    tag: 'Accounts',
    answers: 'The password is reset: sign in with it',
    params: z.object({ token: ZResetPasswordInput.shape.token.describe('The token of the reset link (/reset/{token})') }),
    body: ZResetPasswordInput.omit({ token: true }),
    errors: {
      400: 'Invalid input (fieldErrors name each field), or RESET_TOKEN_INVALID: the link is unknown, used or expired',
      404: null,
      429: tooManyAttempts('reset attempts from this address or with this link'),
    },
  },
  run: (services, _caller, input, request) => services.accounts.resetPassword(input, request.ip),
});
