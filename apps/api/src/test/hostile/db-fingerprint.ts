import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@portal/db/create-db';
import * as schema from '@portal/db/schema/index';

/**
 * Tables a refused request may rightly change: a refused sign-in or reset attempt is what the
 * limiter counts.
 */
const countersOfRefusals = new Set(['rate_limits']);

/**
 * Tables a background worker updates on its own time, fingerprinted by what a request writes: the
 * mail worker marks outbox rows sent whenever it runs, so a message's delivery state is left out
 * (a refused request that queues mail still changes the print).
 */
const writtenByRequests: Record<string, ReturnType<typeof sql>> = {
  mail_outbox: sql`(r.id, r."to", r.subject, r.text, r.html, r.created_at)`,
};

/** Every table of the schema (a table added later is fingerprinted too), less the counters. */
export const fingerprintedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !countersOfRefusals.has(name))
  .sort();

/**
 * Each table's row count and an order-independent sum of its rows' hashes, in one statement:
 * any insert, update or delete changes it. Compare two with `changedTables`.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = fingerprintedTables.map(
    (name) =>
      sql`select ${name} as "table", count(*)::text || ':' || coalesce(sum(hashtext((${writtenByRequests[name] ?? sql`r`})::text)::bigint), 0)::text as "print"
        from ${sql.identifier(name)} r`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table: string; print: string }[];
  return Object.fromEntries(rows.map((row) => [row.table, row.print]));
}

/**
 * The next transaction id PostgreSQL will hand out: unchanged means no transaction has written
 * anything since (a read-only one is given none), so the full fingerprint need not be taken again.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as "next"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { next: string }[];
  return rows[0]?.next ?? '';
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return fingerprintedTables.filter((name) => before[name] !== after[name]);
}
