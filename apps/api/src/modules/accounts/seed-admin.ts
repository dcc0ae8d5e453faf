import { findUserByEmail, insertUser, updateUserEndingSessions } from '@portal/db/queries/users';
import type { Db } from '@portal/db/create-db';
import { ZAccountCredentials } from '@portal/domain/accounts/account-schemas';
import { parseInput } from '@portal/domain/errors/field-errors';
import { hashPassword } from '../../auth/password-hashing';

export interface SeedAdminInput {
  email: string;
  password: string;
  /** create-admin promotes an existing account and sets its password; start-up only creates. */
  promoteExisting: boolean;
}

/** An approved super admin with store access: the first account of a new installation. */
export async function ensureSuperAdmin(db: Db, input: SeedAdminInput): Promise<'created' | 'promoted' | 'exists'> {
  const { email, password } = parseInput(ZAccountCredentials, input);
  const existing = await findUserByEmail(db, email);
  const flags = { isApproved: true, storeAccess: true, isAdmin: true, isSuperAdmin: true };
  if (!existing) {
    await insertUser(db, { fname: 'Admin', lname: 'User', location: 'Head office', email, passwordHash: await hashPassword(password), ...flags });
    return 'created';
  }
  if (!input.promoteExisting) return 'exists';
  await updateUserEndingSessions(db, existing.id, { ...flags, passwordHash: await hashPassword(password) });
  return 'promoted';
}

/**
 * Start-up with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD: creates the account once and says so in
 * the log (which account to sign in with, never the password); an existing account is left alone.
 */
export async function seedAdminAtStart(db: Db, input: { email: string; password: string }, log: { info(message: string): void }): Promise<void> {
  if ((await ensureSuperAdmin(db, { ...input, promoteExisting: false })) === 'created') {
    log.info(
      `Seed administrator ${input.email.trim().toLowerCase()} created: sign in with it and SEED_ADMIN_PASSWORD (Admin → Mail shows the mail the portal writes)`,
    );
  }
}
