import { createHash } from 'node:crypto';

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query as a named prepared statement named after its SQL text (values are parameters, so
 * every request of one list shape shares it): PostgreSQL parses it once per connection and may
 * keep its plan, instead of parsing and planning it on every request.
 */
export function runPrepared<T>(query: Preparable<T>): Promise<T> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
