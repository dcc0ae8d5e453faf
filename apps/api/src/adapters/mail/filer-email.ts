import type { DbOrTx } from '@portal/db/create-db';
import { findUserById } from '@portal/db/queries/users';

/** The address of whoever filed a record today (it may have changed since), or the one it was filed with. */
export async function filerEmail(db: DbOrTx, record: { user: string | null; userDetails: { email: string } }): Promise<string> {
  const owner = record.user ? await findUserById(db, record.user) : undefined;
  return owner?.email ?? record.userDetails.email;
}
