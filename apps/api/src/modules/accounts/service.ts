import { randomBytes } from 'node:crypto';
import { hashLinkToken } from '../../auth/link-tokens';
import { DomainError } from '@portal/domain/errors/domain-error';
import { accountMessages } from '@portal/domain/accounts/messages';
import type { TLoginInput, TRegisterInput, TRequestResetInput, TResetPasswordInput } from '@portal/domain/accounts/account-schemas';
import type { PortalUser, SignedInUser } from '@portal/domain/accounts/user';
import { findUserByEmail, getPortalUser, insertUser, listAdminEmails, updateUserEndingSessions } from '@portal/db/queries/users';
import { consumePasswordReset, insertPasswordReset, isPasswordResetOpen, retirePasswordResets } from '@portal/db/queries/password-resets';
import { deleteSession } from '@portal/db/queries/sessions';
import type { AppDeps } from '../../app-deps';
import { newRegistrationMail, registrationAttemptMail, resetPasswordMail } from './account-mail';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../auth/password-hashing';
import { openSession } from '../../auth/sessions';
import { ownAccountView } from '@portal/domain/teams/retail-view';
import { registerFromInvitation } from '../teams/service';

export const resetTokenLifetimeMs = 60 * 60 * 1000;

/** Use cases of the account pages; both transports call these and nothing else. */
export function createAccountsService(deps: AppDeps) {
  const { db } = deps;

  return {
    /**
     * The same answer, in about the same time, whether or not the email has an account: the
     * password is hashed either way, and the owner of a taken email is mailed instead of the
     * caller being told (through the outbox, like every mail).
     */
    async register(input: TRegisterInput, ip: string): Promise<{ message: string }> {
      await deps.limits.register(ip, input.email);
      // A team's invitation (issue 32) registers into the team, approved: its own rules and answers.
      if (input.invitation !== undefined) return registerFromInvitation(deps, { ...input, invitation: input.invitation });
      const passwordHash = await hashPassword(input.password);
      // The account and the administrators' notice (one mail per registration, issue 29) commit together.
      const created = await db.transaction(async (tx) => {
        // The schema requires a Dealer / Location without an invitation.
        const user = await insertUser(tx, { fname: input.fname, lname: input.lname, location: input.location ?? '', email: input.email, passwordHash });
        if (user) {
          const reviewUrl = new URL('/admin/users?approval=pending', deps.config.PUBLIC_URL).toString();
          await deps.outbox.enqueue(
            tx,
            (await listAdminEmails(tx)).map((admin) => newRegistrationMail(admin, user, reviewUrl)),
          );
        }
        return user;
      });
      if (created) deps.outbox.nudge();
      else {
        const signInUrl = new URL('/login', deps.config.PUBLIC_URL).toString();
        const resetUrl = new URL('/reset', deps.config.PUBLIC_URL).toString();
        // Nothing else is written: the mail is its own statement, in the outbox like every mail.
        await deps.outbox.enqueue(db, [registrationAttemptMail(input.email, signInUrl, resetUrl)]);
        deps.outbox.nudge();
      }
      return { message: accountMessages.registered };
    },

    async login(input: TLoginInput, ip: string): Promise<SignedInUser> {
      await deps.limits.signIn(ip, input.email);
      const row = await findUserByEmail(db, input.email);
      if (!row) {
        await burnVerifyTime(input.password);
        throw new DomainError('UNAUTHENTICATED', accountMessages.badCredentials, undefined, 'INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw new DomainError('UNAUTHENTICATED', accountMessages.badCredentials, undefined, 'INVALID_CREDENTIALS');
      }
      // A deactivated account (its team administrator's decision) opens no session: told only once the password is right.
      if (row.deactivatedAt !== null) throw new DomainError('FORBIDDEN', accountMessages.deactivated, undefined, 'ACCOUNT_DEACTIVATED');
      await deps.limits.signedIn(ip, input.email);
      const user = await getPortalUser(db, row.id);
      if (!user) throw new DomainError('UNAUTHENTICATED', accountMessages.badCredentials, undefined, 'INVALID_CREDENTIALS');
      const token = await openSession(deps, row);
      const { createdAt: _createdAt, ...portalUser } = user;
      return { ...ownAccountView(portalUser), token };
    },

    /** Same answer whether or not the address has an account; the token and its mail are written together. */
    async requestReset(input: TRequestResetInput, ip: string): Promise<{ message: string }> {
      await deps.limits.resetRequest(ip, input.email);
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashLinkToken(token);
      const row = await findUserByEmail(db, input.email);
      if (row) {
        // The link comes from PUBLIC_URL, never from the request's Host header.
        const link = new URL(`/reset/${token}`, deps.config.PUBLIC_URL).toString();
        await db.transaction(async (tx) => {
          await insertPasswordReset(tx, { userId: row.id, tokenHash, expiresAt: new Date(Date.now() + resetTokenLifetimeMs) });
          await deps.outbox.enqueue(tx, [resetPasswordMail(row.email, link)]);
        });
        deps.outbox.nudge();
      }
      return { message: accountMessages.resetRequested };
    },

    async resetPassword(input: TResetPasswordInput, ip: string): Promise<{ message: string }> {
      const tokenHash = hashLinkToken(input.token);
      await deps.limits.resetConfirm(ip, tokenHash);
      const invalid = () =>
        new DomainError('BAD_INPUT', accountMessages.resetTokenInvalid, { token: accountMessages.resetTokenInvalid }, 'RESET_TOKEN_INVALID');
      // The token is checked before the password is hashed: a guessed token costs one indexed read, not an argon2 hash.
      if (!(await isPasswordResetOpen(db, tokenHash, new Date()))) throw invalid();
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const now = new Date();
        // Used again here: single use even when two requests carry the same token at once.
        const userId = await consumePasswordReset(tx, tokenHash, now);
        if (!userId) throw invalid();
        await retirePasswordResets(tx, userId, now);
        await updateUserEndingSessions(tx, userId, { passwordHash });
      });
      return { message: accountMessages.resetComplete };
    },

    async profile(user: PortalUser): Promise<PortalUser> {
      return ownAccountView(user);
    },

    /** Ends the caller's session, the one its token names, and no other. */
    async logout(user: PortalUser, sessionId: string | undefined): Promise<{ message: string }> {
      if (sessionId === undefined) throw new DomainError('UNAUTHENTICATED', 'Please sign in');
      await deleteSession(db, { id: sessionId, userId: user._id });
      return { message: accountMessages.signedOut };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
