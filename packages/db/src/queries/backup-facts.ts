import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';

/**
 * What a backup records of its database, read from the copy itself (the snapshot opened, or the
 * transaction pg_dump shares): how far it is migrated, what it holds, and the files rows name.
 */
export interface BackupFacts {
  /** Rows of drizzle's journal table, and the newest one's time (its `when` in the committed journal). */
  migration: { applied: number; lastWhen: number | undefined };
  counts: {
    users: number;
    orders: number;
    orderTransitions: number;
    mailPending: number;
    mailSent: number;
    mailFailed: number;
    attachments: number;
  };
  /** The keys of the attachments bucket that adjustment_attachments rows name. */
  attachmentKeys: string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const whole = (value: unknown) => Number(value ?? 0);

export async function readBackupFacts(db: DbOrTx): Promise<BackupFacts> {
  const [migration] = rowsOf<{ applied: unknown; last: unknown }>(
    await db.execute(sql`select count(*) as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  const [counts] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select
      (select count(*) from users) as users,
      (select count(*) from orders) as orders,
      (select count(*) from order_transitions) as order_transitions,
      (select count(*) from mail_outbox where status = 'pending') as mail_pending,
      (select count(*) from mail_outbox where status = 'sent') as mail_sent,
      (select count(*) from mail_outbox where status = 'failed') as mail_failed,
      (select count(*) from adjustment_attachments) as attachments`),
  );
  const keys = rowsOf<{ key: string }>(await db.execute(sql`select storage_key as key from adjustment_attachments order by storage_key`));
  return {
    migration: { applied: whole(migration?.applied), lastWhen: migration?.last == null ? undefined : Number(migration.last) },
    counts: {
      users: whole(counts?.users),
      orders: whole(counts?.orders),
      orderTransitions: whole(counts?.order_transitions),
      mailPending: whole(counts?.mail_pending),
      mailSent: whole(counts?.mail_sent),
      mailFailed: whole(counts?.mail_failed),
      attachments: whole(counts?.attachments),
    },
    attachmentKeys: keys.map((k) => k.key),
  };
}
