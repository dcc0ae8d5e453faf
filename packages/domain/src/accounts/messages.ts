import { z } from 'zod';

/** User-facing texts of the account flows that the spec leaves to us (docs/decisions/accounts.md). */
export const accountMessages = {
  registered: 'Thank you for registering. Your account is pending approval; you will be notified by email once it is approved.',
  /** Registered from a team invitation (issue 32): approved at once, nothing to wait for. */
  registeredFromInvitation: 'Your account is ready. Sign in with your email and password.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password. The link is valid for one hour.',
  resetComplete: 'Your password has been reset. Please sign in with your new password.',
  badCredentials: 'Invalid email or password',
  deactivated: 'This account was deactivated by your team administrator',
  deactivatedAccess: 'Your account is deactivated',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOut: 'You have signed out.',
} as const;

/** A confirmation for people: registration, reset request, reset, deletion. */
export const ZMessage = z
  .object({ message: z.string().describe('For people: what happened and what comes next') })
  .meta({ id: 'Message', description: 'A confirmation for people' });
export type TMessage = z.infer<typeof ZMessage>;
