import { getProfile } from './get-profile';
import { register } from './register';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signOut } from './sign-out';

/** Registration, sign-in, password reset and the signed-in profile (the spec's /api/users paths). */
export const accountsOperations = { register, login: signIn, requestReset: requestPasswordReset, resetPassword, logout: signOut, profile: getProfile };
