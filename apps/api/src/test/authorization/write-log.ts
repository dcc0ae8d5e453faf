import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/create-db';

/**
 * Tables whose rows are bookkeeping of requests rather than state a refusal must leave alone:
 * sign-in and reset counters are written by every attempt, refused or not.
 */
const notState = ['rate_limits'];
/**
 * Tables a background worker updates on its own time: the mail worker marks outbox rows sent
 * whenever it runs, during a refused call or not. A call queuing mail (an insert) still counts.
 */
const onlyInsertsAndDeletes = ['mail_outbox'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every row written to any table of the file's database, by table, through a trigger on each
 * (installed once the server has migrated): a refused request must leave no row behind, whatever
 * table a future path writes to. `pending` counts background work not yet done (a number), read
 * with each look so that waiting for it costs no query of its own.
 */
export async function installWriteLog(db: Db, pending: SQL) {
  await db.execute(sql`create table authz_matrix_writes (id bigserial primary key, table_name text not null)`);
  await db.execute(
    sql.raw(
      'create function authz_matrix_write() returns trigger language plpgsql as $$ begin ' +
        'insert into authz_matrix_writes (table_name) values (TG_TABLE_NAME); return null; end $$',
    ),
  );
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'authz_matrix_writes'`,
    ),
  )
    .map((r) => r.table_name)
    .filter((name) => !notState.includes(name));
  for (const table of tables) {
    const events = onlyInsertsAndDeletes.includes(table) ? 'insert or delete' : 'insert or update or delete';
    await db.execute(sql.raw(`create trigger authz_matrix_write after ${events} on "${table}" for each row execute function authz_matrix_write()`));
  }
  // One query a look: the matrix looks twice a cell, and a query is most of what a look costs.
  const pendingNow = (rows: { pending: string | number }[]) => Number(rows[0]?.pending ?? 0);
  return {
    tables,
    /** The log's end now, and how much background work is still pending (`pending` counts it). */
    async mark(): Promise<{ mark: number; pending: number }> {
      const rows = rowsOf<{ n: string | number; pending: string | number }>(
        await db.execute(sql`select (select coalesce(max(id), 0) from authz_matrix_writes) as n, (${pending}) as pending`),
      );
      return { mark: Number(rows[0]?.n ?? 0), pending: pendingNow(rows) };
    },
    /** The tables written since the mark, each once, and how much background work is still pending. */
    async since(mark: number): Promise<{ tables: string[]; pending: number }> {
      const rows = rowsOf<{ tables: string[] | null; pending: string | number }>(
        await db.execute(
          sql`select (select array_agg(distinct table_name order by table_name) from authz_matrix_writes where id > ${mark}) as tables,
            (${pending}) as pending`,
        ),
      );
      return { tables: rows[0]?.tables ?? [], pending: pendingNow(rows) };
    },
  };
}

export type WriteLog = Awaited<ReturnType<typeof installWriteLog>>;
