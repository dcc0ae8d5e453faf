import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZLoginInput, ZRegisterInput, ZRequestResetInput, ZResetPasswordInput } from '@portal/domain/accounts/account-schemas';
import { ZMessage } from '@portal/domain/accounts/messages';
import { ZPortalUser, ZSignedInUser } from '@portal/domain/accounts/user';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';

const tooManyAttempts = (what: string) =>
  `RATE_LIMITED: too many ${what}; the Retry-After header says how many seconds to wait before trying again`;

/** The spec's /api/users paths (portal.md §7) over the same service as tRPC. */
export function registerAccountRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);

  api.post(
    '/api/users',
    operation({
      operationId: 'registerUser',
      tag: 'Accounts',
      summary: 'Register (the account waits for an administrator to approve it)',
      access: 'public',
      body: ZRegisterInput,
      description: 'The same answer whether or not an account has this email: its owner is mailed instead.',
      response: { 201: json('Registered: the message says approval is pending', ZMessage) },
      errors: { 429: tooManyAttempts('registrations from this address or for this email') },
    }),
    async (req, reply) => {
      const { services, ip } = restContext(app, req);
      return reply.status(201).send(await services.accounts.register(req.body, ip));
    },
  );

  api.post(
    '/api/users/login',
    operation({
      operationId: 'signIn',
      tag: 'Accounts',
      summary: 'Sign in: the user and a bearer token',
      description: 'An account waiting for approval signs in too (isApproved says so); what it may do follows from its flags.',
      access: 'public',
      body: ZLoginInput,
      response: { 200: json('The user and the bearer token of the session', ZSignedInUser) },
      errors: {
        401: 'INVALID_CREDENTIALS: wrong email or password (the same answer for both)',
        429: tooManyAttempts('failed sign-ins from this address, or for this email from this address or from everywhere'),
      },
    }),
    async (req) => {
      const { services, ip } = restContext(app, req);
      return services.accounts.login(req.body, ip);
    },
  );

  api.post(
    '/api/users/reset',
    operation({
      operationId: 'requestPasswordReset',
      tag: 'Accounts',
      summary: 'Mail a password reset link (valid one hour)',
      description: 'The same answer whether or not an account has this email.',
      access: 'public',
      body: ZRequestResetInput,
      response: { 200: json('The message says a link is on its way if the account exists', ZMessage) },
      errors: { 429: tooManyAttempts('reset requests for this email or from this address') },
    }),
    async (req) => {
      const { services, ip } = restContext(app, req);
      return services.accounts.requestReset(req.body, ip);
    },
  );

  api.post(
    '/api/users/reset/:token',
    operation({
      operationId: 'resetPassword',
      tag: 'Accounts',
      summary: 'Set a new password with the token of a reset link; every session of the account ends',
      access: 'public',
      params: z.object({ token: ZResetPasswordInput.shape.token.describe('The token of the reset link (/reset/{token})') }),
      body: ZResetPasswordInput.omit({ token: true }),
      response: { 200: json('The password is reset: sign in with it', ZMessage) },
      errors: {
        400: 'Invalid input (fieldErrors name each field), or RESET_TOKEN_INVALID: the link is unknown, used or expired',
        404: null,
        429: tooManyAttempts('reset attempts from this address or with this link'),
      },
    }),
    async (req) => {
      const { services, ip } = restContext(app, req);
      return services.accounts.resetPassword({ ...req.body, token: req.params.token }, ip);
    },
  );

  api.post(
    '/api/users/logout',
    operation({
      operationId: 'signOut',
      tag: 'Accounts',
      summary: "Sign out: end this token's session",
      description:
        'From now on this token is refused everywhere (401 SESSION_EXPIRED), including by a second sign-out; the account\'s other sessions (other devices, other tabs that signed in) continue.',
      access: 'signedIn',
      response: { 200: json('Signed out: the message says so', ZMessage) },
      errors: { 403: null },
    }),
    async (req) => {
      const ctx = restContext(app, req);
      return ctx.services.accounts.logout(callerOf(req), await ctx.tokenSessionId());
    },
  );

  api.get(
    '/api/users/profile',
    operation({ operationId: 'getProfile', tag: 'Accounts', summary: 'The signed-in user', access: 'signedIn', response: { 200: json('The signed-in user', ZPortalUser) } }),
    async (req) => restContext(app, req).services.accounts.profile(callerOf(req)),
  );
}
