import { sql } from 'drizzle-orm';
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
 * table a future path writes to.
 */
export async function installWriteLog(db: Db) {
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
  return {
    tables,
    async mark(): Promise<number> {
      return Number(rowsOf<{ n: string | number }>(await db.execute(sql`select coalesce(max(id), 0) as n from authz_matrix_writes`))[0]?.n ?? 0);
    },
    /** The tables written since the mark, each once. */
    async since(mark: number): Promise<string[]> {
      const rows = rowsOf<{ table_name: string }>(
        await db.execute(sql`select distinct table_name from authz_matrix_writes where id > ${mark} order by table_name`),
      );
      return rows.map((r) => r.table_name);
    },
  };
}

export type WriteLog = Awaited<ReturnType<typeof installWriteLog>>;
