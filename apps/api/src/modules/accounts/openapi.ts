import { ZLoginInput, ZRegisterInput, ZRequestResetInput, ZResetPasswordInput } from '@portal/domain/accounts/account-schemas';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../../openapi/schema';

const message = jsonResponse('Message for the user', { $ref: '#/components/schemas/Message' });

export const accountPaths = {
  '/api/users': {
    post: { summary: 'Register (the account waits for approval)', requestBody: jsonBody(ZRegisterInput), responses: { '201': message, '400': errorResponses['400'], '409': jsonResponse('Email already registered') } },
  },
  '/api/users/login': {
    post: { summary: 'Sign in', requestBody: jsonBody(ZLoginInput), responses: { '200': jsonResponse('The user with a bearer token', { $ref: '#/components/schemas/SignedInUser' }), '401': errorResponses['401'], '429': jsonResponse('Too many attempts') } },
  },
  '/api/users/reset': {
    post: { summary: 'Request a password reset link by email (same answer whether or not the account exists)', requestBody: jsonBody(ZRequestResetInput), responses: { '200': message, '429': jsonResponse('Too many attempts') } },
  },
  '/api/users/reset/{token}': {
    post: {
      summary: 'Set a new password with a reset token',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: jsonBody(ZResetPasswordInput.omit({ token: true })),
      responses: { '200': message, '400': errorResponses['400'] },
    },
  },
  '/api/users/profile': {
    get: { summary: 'The signed-in user', security: bearer, responses: { '200': jsonResponse('User', { $ref: '#/components/schemas/User' }), '401': errorResponses['401'] } },
  },
};
