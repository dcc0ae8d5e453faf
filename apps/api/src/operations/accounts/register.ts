import { ZRegisterInput } from '@portal/domain/accounts/account-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { defineOperation } from '../operation';
import { tooManyAttempts } from './limits';

export const register = defineOperation({
  summary: 'Register (the account waits for an administrator to approve it), or join a team from its invitation',
  description:
    'The same answer whether or not an account has this email: its owner is mailed instead. ' +
    "With `invitation` (the token of a team invitation's link) the account joins the team at once: linked to its ERP customer, approved, " +
    "with the invitation's role and the store access it gives, and the Dealer / Location may be left out (the team's name is used); " +
    'the email must be the one invited, and the invitation is used once.',
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
    answers: 'Registered: the message says approval is pending, or (from an invitation) that the account is ready to sign in',
    body: ZRegisterInput,
    errors: {
      400:
        'Invalid input (fieldErrors name each field): with an invitation, fieldErrors.email when it is not the address invited, ' +
        'fieldErrors.invitation for an unknown link',
      409: 'From an invitation: this email already has an account',
      410: "INVITATION_GONE: 'This invitation has expired', 'This invitation was already used' or 'This invitation was withdrawn'",
      429: tooManyAttempts('registrations from this address or for this email'),
    },
  },
  run: (services, _caller, input, request) => services.accounts.register(input, request.ip),
});
