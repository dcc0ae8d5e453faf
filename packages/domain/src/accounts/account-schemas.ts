import { z } from 'zod';

/** Spec portal.md §5: messages are the specification's, word for word. */
const email = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email address')
  .pipe(z.email({ error: 'Invalid email address' }));
const password = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  // argon2 hashes anything, but an unbounded password is a CPU lever for an attacker.
  .max(256, 'Password must be at most 256 characters');

const registerFields = {
  fname: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  lname: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
  location: z
    .string({ error: 'Dealer / Location is required' })
    .trim()
    .min(1, 'Dealer / Location is required')
    .max(200, 'Dealer / Location must be at most 200 characters'),
  email,
  password,
};

/** The link of a team invitation (issue 32) is this token; a wrong one is refused with this message. */
export const invitationLinkInvalid = 'This invitation link is invalid';
export const ZInvitationToken = z
  .string({ error: invitationLinkInvalid })
  .min(1, invitationLinkInvalid)
  .max(200, invitationLinkInvalid)
  .describe("The token of a team invitation's link (/register?invitation={token})");

/**
 * Registration. With `invitation` (issue 32) the account joins the inviting team, approved, with
 * the invitation's role; its Dealer / Location may be left out (the team's name is used then).
 */
export const ZRegisterInput = z
  .object({
    ...registerFields,
    location: registerFields.location.optional().describe('Dealer / Location; required unless registering from an invitation'),
    invitation: ZInvitationToken.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.invitation === undefined && v.location === undefined) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Dealer / Location is required' });
  });
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

/** The register form adds the confirmation; the server never needs it. */
export const ZRegisterForm = z
  .object({ ...registerFields, confirmPassword: z.string().min(6, 'Confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

/** The form of a person an invitation names: the team gives the Dealer / Location, the invitation the email. */
export const ZInvitedRegisterForm = z
  .object({ fname: registerFields.fname, lname: registerFields.lname, email, password, confirmPassword: z.string().min(6, 'Confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type TInvitedRegisterForm = z.infer<typeof ZInvitedRegisterForm>;

/** An email address as accounts keep it: trimmed, lower case. */
export const ZAccountEmail = email;

/** An account's sign-in pair, checked as registration checks it (the first administrator, seeded). */
export const ZAccountCredentials = z.object({ email, password });

export const ZLoginInput = z.object({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required').max(254, 'Invalid email address'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password must be at most 256 characters'),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZRequestResetInput = z.object({
  email: z.string({ error: 'Please enter an email address.' }).trim().toLowerCase().min(1, 'Please enter an email address.').max(254, 'Invalid email address'),
});
export type TRequestResetInput = z.infer<typeof ZRequestResetInput>;

export const ZResetPasswordInput = z.object({
  token: z
    .string({ error: 'Reset link is invalid or has expired' })
    .min(1, 'Reset link is invalid or has expired')
    .max(200, 'Reset link is invalid or has expired'),
  password,
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZResetPasswordForm = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match.', path: ['confirmPassword'] });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
