import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../create-db';
import { createTestDb } from '../test-db';
import { rebuildOrderCounts } from './orders';
import { listAdminOrders, type AdminOrdersParams } from './order-lists';

// The admin list's dealer-name filter is read in three ways (one customer at a time in its own
// index, one walk of the whole table, or inside the statement when sorted by dealer). Each must
// give what the plain query gives: the same orders, in the same order, with the same total.

let handle: DbHandle;

/**
 * Nine customers (two share a name, both currencies) and 450 orders with many equal sort keys, so
 * the id decides ties. A tenth of each customer's orders carry a former dealer name (all the same
 * one), a tenth the name in lower case (the same dealer key as the rest). A tenth customer is
 * added after its 30 orders and their counters, with a short id far past the others'.
 */
beforeAll(async () => {
  handle = await createTestDb();
  await handle.migrate();
  const db = handle.db;
  await db.execute(sql`insert into erp_customers (id, display_name, price_group, is_sender_receiver)
    select 'L' || g, (array['Alpine Shade','Bay Screens','Cedar Patio','Delta Shade','Echo Awning','Twin Dealer','Twin Dealer','Fox Outdoor','Grove Shade'])[g],
      case when g % 3 = 0 then 'CAD' else 'USD' end, false
    from generate_series(1, 9) g`);
  await db.execute(sql`insert into orders (id, order_name, status, user_details, customer_id, price_group, tier_rate_bp, dealer_name,
      screens_total, roofs_total, parts_total, total_price, lines, created_at, updated_at)
    select gen_random_uuid(), 'Order ' || (g % 17), (array['DRAFT','SUBMITTED','APPROVED','REJECTED','Shipped','IN_CART','Shipped'])[1 + g % 7],
      '{}'::jsonb, c.id, c.price_group, 10000, case g % 10 when 0 then 'Zeta Former Name' when 1 then lower(c.display_name) else c.display_name end,
      0, 0, 0, (g % 11) * 1000, '{"screens":[],"roofs":[],"parts":[]}'::jsonb,
      timestamp '2026-01-01' + (g % 13) * interval '1 hour', timestamp '2026-02-01' + (g % 19) * interval '1 hour'
    from generate_series(1, 450) g join erp_customers c on c.id = 'L' || (1 + (g * 7) % 9)`);
  // Thirty orders of a customer the portal learns of only afterwards (orders are not tied to customers by a key).
  await db.execute(sql`insert into orders (id, order_name, status, user_details, customer_id, price_group, tier_rate_bp, dealer_name,
      screens_total, roofs_total, parts_total, total_price, lines, created_at, updated_at)
    select gen_random_uuid(), 'Order ' || (g % 17), (array['SUBMITTED','APPROVED','Shipped'])[1 + g % 3], '{}'::jsonb, 'L10', 'USD', 10000, 'Hawk Shade',
      0, 0, 0, (g % 11) * 1000, '{"screens":[],"roofs":[],"parts":[]}'::jsonb,
      timestamp '2026-01-01' + (g % 13) * interval '1 hour', timestamp '2026-02-01' + (g % 19) * interval '1 hour'
    from generate_series(1, 30) g`);
  await rebuildOrderCounts(db);
  // Its short id comes after a gap and past the 1,024 bits the dealer filter's bit string is padded to.
  await db.execute(sql`alter table erp_customers alter column short_id restart with 1500`);
  await db.execute(sql`insert into erp_customers (id, display_name, price_group, is_sender_receiver) values ('L10', 'Hawk Shade', 'USD', false)`);
});
afterAll(() => handle.close());

const sortColumns: Record<AdminOrdersParams['orderBy'], string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  dealer: 'dealer_key, customer_id',
  orderName: 'name_key',
  status: 'status, updated_at',
  totalPrice: 'total_price',
};

/** The plain query: every matching order sorted, then the page cut from it. */
async function plainPage(p: AdminOrdersParams) {
  const dir = sql.raw(p.sortOrder);
  const order = sql.raw(
    sortColumns[p.orderBy]
      .split(', ')
      .map((c) => `${c} ${p.sortOrder}`)
      .join(', '),
  );
  const statuses = p.statuses
    ? sql`status in (${sql.join(
        p.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql`true`;
  const result = await handle.db.execute<{ id: string }>(sql`select id from orders
    where status not in ('DRAFT', 'IN_CART') and ${statuses} and price_group = coalesce(${p.currency ?? null}, price_group)
      and (${p.dealerName ?? null}::text is null
        or customer_id in (select id from erp_customers where strpos(lower(display_name), lower(${p.dealerName ?? null})) > 0))
    order by ${order}, id ${dir}`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  return { ids: ids.slice(p.offset, p.offset + p.limit), total: ids.length };
}

async function page(p: AdminOrdersParams) {
  const found = await listAdminOrders(handle, p);
  return { ids: found.entries.map((e) => e.id), total: found.total };
}

describe('the admin list’s dealer filter and dealer sort', () => {
  it('gives the plain query’s page whichever way it walks, for every sort, direction, filter and page', async () => {
    const names = ['grove', 'twin dealer', 'SHADE', 'e', 'nobody'];
    const filters: Pick<AdminOrdersParams, 'statuses' | 'currency'>[] = [
      {},
      { statuses: ['Shipped'] },
      { statuses: ['SUBMITTED', 'APPROVED'], currency: 'USD' },
      { currency: 'CAD' },
    ];
    let compared = 0;
    for (const dealerName of names)
      for (const orderBy of Object.keys(sortColumns) as AdminOrdersParams['orderBy'][])
        for (const sortOrder of ['asc', 'desc'] as const)
          for (const filter of filters)
            for (const [offset, limit] of [
              [0, 25],
              [7, 10],
              [40, 50],
            ] as const) {
              const params = { dealerName, orderBy, sortOrder, offset, limit, ...filter };
              const expected = await plainPage(params);
              // Each walk forced, then the one the statement picks.
              for (const customerWalk of ['each', 'all', undefined] as const) {
                expect(await page({ ...params, customerWalk }), `${JSON.stringify(params)} ${customerWalk}`).toEqual(expected);
                compared++;
              }
            }
    expect(compared).toBe(5 * 6 * 2 * 4 * 3 * 3);
  });

  it('sorted by dealer without a name filter, gives the plain query’s page at every offset, group boundaries included', async () => {
    const filters: Pick<AdminOrdersParams, 'statuses' | 'currency'>[] = [
      {},
      { statuses: ['REJECTED'] },
      { statuses: ['SUBMITTED', 'Shipped'], currency: 'CAD' },
    ];
    let compared = 0;
    for (const sortOrder of ['asc', 'desc'] as const)
      for (const filter of filters)
        for (let offset = 0; offset <= 330; offset += 11) {
          const params = { orderBy: 'dealer' as const, sortOrder, offset, limit: 25, ...filter };
          expect(await page(params), JSON.stringify(params)).toEqual(await plainPage(params));
          compared++;
        }
    expect(compared).toBe(2 * 3 * 31);
  });

  it(
    'keeps each order’s and counter’s customer short id (the dealer filter’s key) that of its customer, ' + 'also for a customer added after its orders',
    async () => {
      const result = await handle.db.execute<{ table: string; wrong: string | number; hawk: string | number }>(sql`select 'orders' as table,
        count(*) filter (where o.customer_short_id is distinct from c.short_id) as wrong,
        count(*) filter (where o.customer_id = 'L10' and o.customer_short_id = c.short_id) as hawk
      from orders o left join erp_customers c on c.id = o.customer_id
      union all select 'order_counts',
        count(*) filter (where o.customer_short_id is distinct from c.short_id),
        count(*) filter (where o.customer_id = 'L10' and o.customer_short_id = c.short_id)
      from order_counts o left join erp_customers c on c.id = o.customer_id`);
      const rows = (result as unknown as { rows: { table: string; wrong: string | number; hawk: string | number }[] }).rows;
      // Hawk Shade's 30 orders: three statuses under one dealer name, so three counters.
      expect(rows.map((r) => ({ table: r.table, wrong: Number(r.wrong), hawk: Number(r.hawk) }))).toEqual([
        { table: 'orders', wrong: 0, hawk: 30 },
        { table: 'order_counts', wrong: 0, hawk: 3 },
      ]);
    },
  );

  it('takes % and _ in the name literally', async () => {
    expect(await page({ dealerName: '%', orderBy: 'createdAt', sortOrder: 'asc', offset: 0, limit: 25 })).toEqual({ ids: [], total: 0 });
    expect(await page({ dealerName: 'twin_dealer', orderBy: 'totalPrice', sortOrder: 'asc', offset: 0, limit: 25 })).toEqual({ ids: [], total: 0 });
  });
});
