import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { settings } from '../schema/settings';

export async function getSetting<T>(db: DbOrTx, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value as T | undefined;
}

/** Stores the value unless one exists, and returns whichever is stored: every instance agrees. */
export async function getOrCreateSetting<T>(db: DbOrTx, key: string, create: () => T): Promise<T> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing({ target: settings.key });
  const value = await getSetting<T>(db, key);
  if (value === undefined) throw new Error(`setting ${key} vanished`);
  return value;
}

export async function putSetting(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function deleteSetting(db: DbOrTx, key: string) {
  await db.delete(settings).where(eq(settings.key, key));
}
