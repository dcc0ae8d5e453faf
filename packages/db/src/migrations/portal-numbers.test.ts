import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../create-db';

/**
 * Migration 0024 on a database that already holds orders and warranty requests: each order is
 * numbered in the order it was created, each request names its order's number, and the next new
 * order follows the last.
 */
const before = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations up to `last` (a copy of the folder whose journal stops there). */
function migrationsUpTo(last: number): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= last) }));
  return before;
}

describe('migration 0024: portal order numbers', () => {
  it('numbers the orders already placed by creation, names them on their warranty requests, and goes on from there', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(23) });
      const order = (id: string, name: string, createdAt: string) =>
        client.query(
          `insert into orders (id, order_name, status, user_details, customer_id, price_group, tier_rate_bp, dealer_name,
             screens_total, roofs_total, parts_total, total_price, lines, created_at)
           values ($1, $2, 'APPROVED', '{}', 'C10000', 'USD', 10000, 'Dealer', 0, 0, 0, 0, '{"screens":[],"roofs":[],"parts":[]}', $3)`,
          [id, name, createdAt],
        );
      const [newest, oldest, middle] = [randomUUID(), randomUUID(), randomUUID()];
      // Inserted out of creation order: the numbers follow created_at, not the rows' physical order.
      await order(newest, 'Newest', '2026-03-01T00:00:00Z');
      await order(oldest, 'Oldest', '2025-01-01T00:00:00Z');
      await order(middle, 'Middle', '2025-06-01T00:00:00Z');
      await client.query(
        `insert into warranty_requests (id, order_id, order_name, customer_id, dealer_name, user_details, message, items, items_count, history)
         values ($1, $2, 'Middle', 'C10000', 'Dealer', '{}', 'Broken', '[]', 0, '[]')`,
        [randomUUID(), middle],
      );

      await migrate(db, { migrationsFolder });

      const numbered = await client.query<{ order_name: string; portal_number: string }>('select order_name, portal_number from orders order by portal_number');
      expect(numbered.rows).toEqual([
        { order_name: 'Oldest', portal_number: 'P-000001' },
        { order_name: 'Middle', portal_number: 'P-000002' },
        { order_name: 'Newest', portal_number: 'P-000003' },
      ]);
      expect((await client.query<{ n: string }>('select order_portal_number as n from warranty_requests')).rows).toEqual([{ n: 'P-000002' }]);
      await order(randomUUID(), 'After the migration', '2026-12-07T00:00:00Z');
      expect((await client.query<{ n: string }>(`select portal_number as n from orders where order_name = 'After the migration'`)).rows).toEqual([
        { n: 'P-000004' },
      ]);
      // Past a million the number grows a digit instead of being cut to six.
      expect((await client.query<{ n: string }>('select portal_number_of(1234567) as n')).rows).toEqual([{ n: 'P-1234567' }]);
    } finally {
      await client.close();
    }
  });
});
