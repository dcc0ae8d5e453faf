import { findUserByEmail, insertUser, updateUserEndingSessions } from '@portal/db/queries/users';
import type { Db } from '@portal/db/create-db';
import { ZRegisterInput } from '@portal/domain/accounts/account-schemas';
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
  const { email, password } = parseInput(ZRegisterInput.pick({ email: true, password: true }), input);
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
