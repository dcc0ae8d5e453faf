import type { DbOrTx } from '../create-db';

const statementsByDb = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement built once per database handle under its name (queries built with
 * `sql.placeholder`s and `.prepare(name)`): a request only binds its values, and PostgreSQL parses
 * each once per connection. The name must say everything `build` depends on besides the handle.
 */
export function preparedOnce<T>(db: DbOrTx, name: string, build: () => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, build());
  return statements.get(name) as T;
}
