import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@portal/domain/orders/order-status';
import { adminPageSizes } from '@portal/domain/orders/order-schemas';
import type { DbOrTx } from '../create-db';
import { erpCustomers } from '../schema/customers';
import { users } from '../schema/users';
import { adminVisible, orderCounts, orderListItems, orders } from '../schema/orders';
import { containing } from './like-pattern';
import { erpSync } from '../schema/erp-sync';
import type { ErpSyncStatus } from '@portal/domain/erp-sync/erp-sync';
import { preparedOnce } from './prepared-once';

// The dealer and admin order lists (portal.md §2): one statement per page, whatever the filter.

/** A page's orders in list order, each with the version and format of its stored list item (null when it has none yet). */
export interface OrderPage {
  entries: { id: string; version: number | null; format: number | null }[];
  total: number;
}

type SortDirection = 'asc' | 'desc';

interface PageRow {
  id: string;
  pos: string | number;
  version: number | null;
  format: number | null;
  total: string | number;
}

interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** A list shape's statements: the page with its total, and the total alone for a page past the end. */
interface PageStatements {
  page: Prepared<PageRow>;
  total: Prepared<{ total: string | number }>;
}

/** What a list shape is made of: the page ids in order and the count, with `sql.placeholder`s for the request's values. */
interface PageShape {
  pageIds: SQL;
  countQuery: SQL;
  /** Common table expressions both read, each computed once per statement (`name as (...)`, comma-separated). */
  shared?: SQL | undefined;
}

/**
 * The page sizes the lists offer (25 for the dealer lists) are written into their statements. A
 * `LIMIT $n` makes PostgreSQL price the generic plan as if a tenth of the rows were wanted, so it
 * plans every execution anew (0.2–0.4 ms each); with the size written in, it settles on the
 * generic plan after five. Any other size (the REST `limit` takes 1–100) stays a parameter, so
 * the statements per connection stay a few per shape.
 */
const writtenLimits = new Set<number>(adminPageSizes);

/**
 * One page and its total in one statement: the page's ids (walking the sort's index, so rows stay
 * light) numbered in that order, with the versions of their stored list items (the items are read
 * apart, only those the server holds no copy of); the total is a scalar subquery beside them,
 * both under the shape's shared table expressions (computed once, whoever reads them). The
 * orders table is not joined again to sort the page: fewer plans for PostgreSQL to weigh. Each
 * shape (`shapeName`: scope, filters present, sort; plus a written page size) is built once per
 * database handle (prepared-once.ts); `values` fill its placeholders.
 */
async function pageOf(db: DbOrTx, shapeName: string, shape: (limit: SQL) => PageShape, limit: number, values: Record<string, unknown>): Promise<OrderPage> {
  const written = writtenLimits.has(limit);
  const name = written ? `${shapeName}_${limit}` : shapeName;
  const prepared = preparedOnce(db, name, (): PageStatements => {
    const { pageIds, countQuery, shared } = shape(written ? sql.raw(String(limit)) : sql`${sql.placeholder('limit')}`);
    const withShared = shared ? sql`with ${shared} ` : sql``;
    // row_number() over () numbers the rows as the ordered, limited subquery yields them.
    const page = sql`(${withShared}select ids.id, row_number() over () as pos, (${countQuery}) as total from ${pageIds} ids) page`;
    return {
      page: db
        .select({
          id: sql<string>`page.id`,
          pos: sql<string | number>`page.pos`,
          version: orderListItems.version,
          format: orderListItems.format,
          total: sql<string | number>`page.total`,
        })
        .from(page)
        .leftJoin(orderListItems, sql`${orderListItems.orderId} = page.id`)
        .prepare(name),
      total: db
        .select({ total: sql<string | number>`(${withShared}select (${countQuery}))` })
        .from(sql`(values (1)) as one`)
        .prepare(`${name}_total`),
    };
  });
  const found = await prepared.page.execute({ ...values, limit });
  if (found.length === 0) {
    const [empty] = await prepared.total.execute(values);
    return { entries: [], total: Number(empty?.total ?? 0) };
  }
  const entries = found.sort((a, b) => Number(a.pos) - Number(b.pos)).map(({ id, version, format }) => ({ id, version, format }));
  return { entries, total: Number(found[0]?.total ?? 0) };
}

const offset = sql.placeholder('offset');

/** The ids of one page in order: walks the sort's index, the filters read from it. */
function idsInOrder(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: SQL): SQL {
  return sql`(${db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...order)} limit ${limit} offset ${offset})`;
}

function ordering(columns: (SQL | AnyPgColumn)[], direction: SortDirection): SQL[] {
  const dir = direction === 'desc' ? desc : asc;
  return [...columns.map((c) => dir(c)), dir(orders.id)];
}

const byStatus = [orders.status, orders.updatedAt];

/** Sort columns; status sorts by status, then by last change (the status index's order). */
const dealerSorts = {
  createdAt: [orders.createdAt],
  orderName: [orders.nameKey],
  orderNumber: [orders.orderNumber],
  totalPrice: [orders.totalPrice],
  updatedAt: [orders.updatedAt],
  status: byStatus,
  shippingDate: [orders.shippingDate],
};

export interface DealerOrdersParams {
  /** Mine: the owner's orders; team: every order of the ERP customer the account is linked to now. */
  owner: { ownerId: string } | { teamOf: string };
  /** Part of the order name, the dealer's number or the portal number, taken literally, case-insensitive (undefined: every order). */
  search?: string | undefined;
  /** The portal number the search names however typed ('p123': P-000123), matched as well; undefined when it names none. */
  portalNumber?: string | undefined;
  orderBy: keyof typeof dealerSorts;
  sortOrder: SortDirection;
  offset: number;
  limit: number;
}

export function listDealerOrders({ listReads: db }: ListDbs, params: DealerOrdersParams): Promise<OrderPage> {
  const [mine, account] = 'ownerId' in params.owner ? [true, params.owner.ownerId] : [false, params.owner.teamOf];
  const searched = params.search !== undefined;
  return pageOf(
    db,
    `dealer_orders_${mine ? 'mine' : 'team'}${searched ? '_s' : ''}_${params.orderBy}_${params.sortOrder}`,
    (limit) => {
      const id = sql.placeholder('account');
      const team = sql`(${db.select({ customerId: users.bcCustomerId }).from(users).where(eq(users.id, id))})`;
      const whose = mine ? eq(orders.ownerId, id) : eq(orders.customerId, team);
      // A search reads the owner's or customer's orders through their index and tests each one's
      // name and numbers (a dealer's or team's few thousand orders at most): no text index needed.
      const pattern = sql`lower(${sql.placeholder('pattern')})`;
      const named = sql`(${orders.nameKey} like ${pattern} or lower(${orders.orderNumber}) like ${pattern}
        or lower(${orders.portalNumber}) like ${pattern} or ${orders.portalNumber} = ${sql.placeholder('portalNumber')})`;
      const where = searched ? and(whose, named) : whose;
      // One dealer's orders are a few hundred: counted through their index. A team's total is
      // the sum of its customer's counters (a dozen rows), kept with every order write.
      const countQuery =
        mine || searched
          ? sql`select ${count()} from ${orders} where ${where}`
          : sql`select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts} where ${eq(orderCounts.customerId, team)}`;
      return { pageIds: idsInOrder(db, where, ordering(dealerSorts[params.orderBy], params.sortOrder), limit), countQuery };
    },
    params.limit,
    {
      account,
      offset: params.offset,
      pattern: searched ? containing(params.search ?? '') : undefined,
      portalNumber: searched ? (params.portalNumber ?? '') : undefined,
    },
  );
}

const adminSorts = {
  createdAt: [orders.createdAt],
  updatedAt: [orders.updatedAt],
  // Ties inside one dealer name: by customer, then id. Read by groups (`dealerGroupsPageIds`).
  dealer: [orders.dealerKey, orders.customerId],
  orderName: [orders.nameKey],
  status: byStatus,
  totalPrice: [orders.totalPrice],
};

/**
 * How a dealer-name filter reads its page. `each`: every matched customer's first offset + limit
 * orders from its own sort index, then the page of those (cheap for a few customers at any page);
 * `all`: one walk of the whole table's sort index, keeping the matched customers' orders (cheap
 * when many customers match: few rows are passed over). Sorted by dealer it is always `each`.
 */
export type CustomerWalk = 'each' | 'all';

export interface AdminOrdersParams {
  /** The dealer filter: ERP customers whose name contains this text (undefined: no filter). */
  dealerName?: string | undefined;
  /** The portal number the filter names (P-000123), if it names one: that order alone, under the other filters. */
  portalNumber?: string | undefined;
  statuses?: OrderStatus[] | undefined;
  currency?: 'USD' | 'CAD' | undefined;
  orderBy: keyof typeof adminSorts;
  sortOrder: SortDirection;
  offset: number;
  limit: number;
  /** Only orders in this state with the ERP (`not-sent`: no job). */
  erpSync?: ErpSyncStatus | undefined;
  /** Only late orders on this day (yyyy-mm-dd): approved, promised before it. */
  lateOn?: string | undefined;
  /** How a dealer-name filter is read (other than by dealer); absent: as `walkChoice` says. Tests set it to compare both. */
  customerWalk?: CustomerWalk | undefined;
}

/** The database handle the lists read through (create-db.ts): on PostgreSQL, a pool whose connections keep one plan per statement. */
export interface ListDbs {
  listReads: DbOrTx;
}

/**
 * The admin list. The dealer filter matches the ERP customer's name or the name of the portal user
 * who owns the order: when no user's name matches (the usual case, one look at the users' names
 * first), the page is read as a dealer-name filter alone (`dealerOrdersPage`); otherwise the sort's
 * index is walked keeping the matched customers' and people's orders, and those are counted.
 */
export async function listAdminOrders(dbs: ListDbs, params: AdminOrdersParams): Promise<OrderPage> {
  if (params.erpSync !== undefined || params.lateOn !== undefined) return conditionPage(dbs, params);
  if (params.portalNumber !== undefined) return portalNumberPage(dbs, { ...params, portalNumber: params.portalNumber });
  if (params.dealerName === undefined || !(await somePersonNamed(dbs.listReads, params.dealerName))) return dealerOrdersPage(dbs, params);
  return peopleOrdersPage(dbs, { ...params, dealerName: params.dealerName });
}

/**
 * The customers whose name contains the filter, found once per statement (a shared table
 * expression), however many parts read them: the walk, the count and the walk's choice.
 */
const named = sql`named as materialized (select ${erpCustomers.id} as id, ${erpCustomers.shortId} as short_id from ${erpCustomers}
  where ${erpCustomers.nameKey} like (select lower(${sql.placeholder('pattern')})))`;

/** The people whose name (first and last, case-insensitive) contains the filter: a table expression beside `named`. */
const people = sql`people as materialized (select ${users.id} as id from ${users}
  where lower(${users.fname} || ' ' || ${users.lname}) like (select lower(${sql.placeholder('pattern')})))`;

/** Whether any portal user's name contains `text`. */
async function somePersonNamed(db: DbOrTx, text: string): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(sql`lower(${users.fname} || ' ' || ${users.lname}) like lower(${containing(text)})`)
    .limit(1);
  return found !== undefined;
}

/**
 * The admin list filtered by the orders' state with the ERP or by lateness, under the other
 * filters: the sort's index walked, each order's job looked up by its key. The order desk reads
 * `failed`, `queued` and late orders (a few); `sent` and `not-sent` hold most of them and read
 * like the unfiltered list.
 */
function conditionPage({ listReads: db }: ListDbs, params: AdminOrdersParams): Promise<OrderPage> {
  const { statuses, currency, orderBy, sortOrder, dealerName, portalNumber, lateOn } = params;
  const job = sql`(select ${erpSync.status} from ${erpSync} where ${erpSync.orderId} = ${orders.id})`;
  const where = and(
    params.erpSync === undefined ? undefined : params.erpSync === 'not-sent' ? sql`${job} is null` : sql`${job} = ${sql.placeholder('erpSync')}`,
    lateOn === undefined ? undefined : sql`${orders.status} = 'APPROVED' and ${orders.promisedShipDate} < ${sql.placeholder('lateOn')}::date`,
    adminVisible(orders),
    statuses ? sql`${orders.status} = any(${sql.placeholder('statuses')})` : undefined,
    currency ? eq(orders.priceGroup, sql.placeholder('currency')) : undefined,
    portalNumber !== undefined ? eq(orders.portalNumber, sql.placeholder('portalNumber')) : undefined,
    portalNumber === undefined && dealerName !== undefined
      ? sql`(${orders.dealerKey} like lower(${sql.placeholder('pattern')}) or ${orders.ownerId} in (select ${users.id} from ${users}
          where lower(${users.fname} || ' ' || ${users.lname}) like lower(${sql.placeholder('pattern')})))`
      : undefined,
  );
  const named = portalNumber !== undefined ? 'p' : dealerName !== undefined ? 'd' : '-';
  const jobFilter = params.erpSync === undefined ? '-' : params.erpSync === 'not-sent' ? 'n' : 'j';
  const filters = `${jobFilter}${lateOn === undefined ? '-' : 'l'}${statuses ? 's' : '-'}${currency ? 'c' : '-'}${named}`;
  return pageOf(
    db,
    `admin_orders_erp_${filters}_${orderBy}_${sortOrder}`,
    (limit) => ({
      pageIds: idsInOrder(db, where, ordering(adminSorts[orderBy], sortOrder), limit),
      countQuery: sql`select ${count()} from ${orders} where ${where}`,
    }),
    params.limit,
    {
      erpSync: params.erpSync === 'not-sent' ? undefined : params.erpSync,
      lateOn,
      statuses,
      currency,
      portalNumber,
      pattern: dealerName === undefined ? undefined : containing(dealerName),
      offset: params.offset,
    },
  );
}

/** The admin list filtered by a portal order number: that order (the key finds it), if it passes the other filters. */
function portalNumberPage({ listReads: db }: ListDbs, params: AdminOrdersParams & { portalNumber: string }): Promise<OrderPage> {
  const { statuses, currency, orderBy, sortOrder } = params;
  const where = and(
    eq(orders.portalNumber, sql.placeholder('portalNumber')),
    adminVisible(orders),
    statuses ? sql`${orders.status} = any(${sql.placeholder('statuses')})` : undefined,
    currency ? eq(orders.priceGroup, sql.placeholder('currency')) : undefined,
  );
  return pageOf(
    db,
    `admin_orders_number${statuses ? 's' : '-'}${currency ? 'c' : '-'}_${orderBy}_${sortOrder}`,
    (limit) => ({
      pageIds: idsInOrder(db, where, ordering(adminSorts[orderBy], sortOrder), limit),
      countQuery: sql`select ${count()} from ${orders} where ${where}`,
    }),
    params.limit,
    { portalNumber: params.portalNumber, statuses, currency, offset: params.offset },
  );
}

/** The admin list filtered by dealer or person name: one walk of the sort's index (the people's orders are not grouped by customer), counted as it filters. */
function peopleOrdersPage({ listReads: db }: ListDbs, params: AdminOrdersParams & { dealerName: string }): Promise<OrderPage> {
  const { statuses, currency, orderBy, sortOrder } = params;
  const statusFilter = !statuses ? '-' : statuses.length === 1 ? '1' : 's';
  return pageOf(
    db,
    `admin_orders_${statusFilter}${currency ? 'c' : '-'}p_${orderBy}_${sortOrder}`,
    (limit) => {
      const where = and(
        statusFilter === '1' ? eq(orders.status, sql.placeholder('status')) : adminVisible(orders),
        statusFilter === 's' ? sql`${orders.status} = any(${sql.placeholder('statuses')})` : undefined,
        currency ? eq(orders.priceGroup, sql.placeholder('currency')) : undefined,
        sql`(get_bit((select matched_bits.bits from matched_bits), ${orders.customerShortId} - 1) = 1 or ${orders.ownerId} in (select people.id from people))`,
      );
      return {
        pageIds: idsInOrder(db, where, ordering(adminSorts[orderBy], sortOrder), limit),
        countQuery: sql`select ${count()} from ${orders} where ${where}`,
        shared: sql`${named}, ${matchedBits}, ${people}`,
      };
    },
    params.limit,
    { status: statuses?.[0], statuses, currency, pattern: containing(params.dealerName), offset: params.offset },
  );
}

function dealerOrdersPage({ listReads: db }: ListDbs, params: AdminOrdersParams): Promise<OrderPage> {
  const { dealerName, statuses, currency, orderBy, sortOrder } = params;
  // One status is bound as such, so the status-and-sort indexes give the page in order (an
  // `= any($n)` on the leading column does not, before PostgreSQL 17).
  const statusFilter = !statuses ? '-' : statuses.length === 1 ? '1' : 's';
  // Sorted by dealer, the page is read by groups (`dealerGroupsPageIds`), the name filter applied
  // to the counters. Under the other sorts the statement holds both walks and runs the one
  // `walkChosen` picks.
  const nameFilter = dealerName === undefined ? '-' : orderBy === 'dealer' ? 'n' : 'w';
  return pageOf(
    db,
    `admin_orders_${statusFilter}${currency ? 'c' : '-'}${nameFilter}_${orderBy}_${sortOrder}`,
    (limit) => {
      const namedCustomers = sql`(select named.id from named)`;
      // The same filters on the orders and on their per customer/currency/status counters.
      // The private statuses' exclusion is written into the statement (as parameters, PostgreSQL
      // could not estimate them in a generic plan and planned every page anew), also beside a
      // list of statuses, which never holds them: so the partial per-currency indexes serve it.
      const statusAndCurrency = (t: { status: AnyPgColumn; priceGroup: AnyPgColumn }) =>
        and(
          statusFilter === '1' ? eq(t.status, sql.placeholder('status')) : adminVisible(t),
          statusFilter === 's' ? sql`${t.status} = any(${sql.placeholder('statuses')})` : undefined,
          currency ? eq(t.priceGroup, sql.placeholder('currency')) : undefined,
        );
      // The `all` walk and the counters test each row's customer short id in the matched
      // customers' bit string (`matchedBits`): a filter no customer-led index can serve, so the
      // one plan PostgreSQL keeps walks the sort's index whatever the name. With
      // `customer_id = any($ids)` the kept plan guessed ten customers, read their indexes and
      // sorted every matched order (150 matched, offset 5,000: 42 ms), so that statement had to be
      // planned for each request (1.3 ms of parse and plan).
      const filtersOn = (t: { status: AnyPgColumn; priceGroup: AnyPgColumn; customerShortId: AnyPgColumn }) =>
        and(statusAndCurrency(t), nameFilter === '-' ? undefined : sql`get_bit((select matched_bits.bits from matched_bits), ${t.customerShortId} - 1) = 1`);
      const sort = adminSorts[orderBy];
      const eachWalk = () => eachCustomersPageIds(namedCustomers, statusAndCurrency(orders), sort, sortOrder, limit);
      const allWalk = () => idsInOrder(db, filtersOn(orders), ordering(sort, sortOrder), limit);
      const pageIds =
        orderBy === 'dealer'
          ? dealerGroupsPageIds(filtersOn(orderCounts), statusAndCurrency(orders), sortOrder)
          : nameFilter === 'w'
            ? sql`(select e.id from ${eachWalk()} e where ${walkChosen('each')} union all select a.id from ${allWalk()} a where ${walkChosen('all')})`
            : idsInOrder(db, statusAndCurrency(orders), ordering(sort, sortOrder), limit);
      // Counted the way the page is walked: a few customers' counters each through the key, many
      // customers' in one pass over the counters (150 customers through the key: 1 ms, against
      // 0.3). Never a join PostgreSQL may plan: with the counters' statistics out of date (a
      // migration had just refilled them) it joined each counter to a scan of the customers (60 ms).
      const countedEach = sql`select coalesce(sum(c.n), 0) from ${namedCustomers} matched cross join lateral (
          select sum(${orderCounts.n}) as n from ${orderCounts} where ${orderCounts.customerId} = matched.id and ${statusAndCurrency(orderCounts)}) c`;
      const countedAll = sql`select coalesce(sum(${orderCounts.n}), 0) from ${orderCounts} where ${filtersOn(orderCounts)}`;
      const countQuery = nameFilter === 'w' ? sql`select case when ${walkChosen('each')} then (${countedEach}) else (${countedAll}) end` : countedAll;
      const shared = nameFilter === '-' ? undefined : nameFilter === 'n' ? sql`${named}, ${matchedBits}` : sql`${named}, ${matchedBits}, ${walkChoice}`;
      return { pageIds, countQuery, shared };
    },
    params.limit,
    {
      status: statuses?.[0],
      statuses,
      currency,
      pattern: dealerName === undefined ? undefined : containing(dealerName),
      walk: params.customerWalk ?? null,
      offset: params.offset,
      reach: params.offset + params.limit,
    },
  );
}

/**
 * The admin list sorted by dealer. Its order (dealer name, customer, id) keeps each customer's
 * orders under one dealer name together, and the counters (order_counts) say how many each such
 * group holds under the filters: the groups before the page are skipped by their counts, and only
 * the one to three groups the page falls in are read, each from its place in its own index. So a
 * page costs the same at any offset: walking the dealer index passed every order before the page
 * (and every other dealer's under a name filter: 170 ms measured), and walking each matched
 * customer's index read customers × (offset + limit) rows (45–67 ms at offset 5,000 with 150
 * customers matched). A group's orders all carry its dealer name, fixed when each was created.
 */
function dealerGroupsPageIds(countsWhere: SQL | undefined, ordersWhere: SQL | undefined, direction: SortDirection): SQL {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const from = sql`${sql.placeholder('offset')}::bigint`;
  const reach = sql`${sql.placeholder('reach')}::bigint`;
  const skipped = sql`greatest(${from} - g.before, 0)`;
  return sql`(select w.id from (
      select g.customer_id, g.dealer_key, g.n,
        (sum(g.n) over (order by g.dealer_key ${dir}, g.customer_id ${dir} rows between unbounded preceding and current row) - g.n)::bigint as before
      from (select ${orderCounts.customerId} as customer_id, ${orderCounts.dealerKey} as dealer_key, sum(${orderCounts.n})::bigint as n
        from ${orderCounts} where ${countsWhere} group by 1, 2) g
    ) g
    cross join lateral (
      select ${orders.id} as id from ${orders}
      where ${orders.customerId} = g.customer_id and ${orders.dealerKey} = g.dealer_key and ${ordersWhere}
      order by ${orders.id} ${dir} limit ${reach} - g.before - ${skipped} offset ${skipped}) w
    where g.n > 0 and g.before < ${reach} and g.before + g.n > ${from}
    order by g.dealer_key ${dir}, g.customer_id ${dir}, w.id ${dir})`;
}

/**
 * The page of a dealer filter read customer by customer (`customers`: a subquery of their ids).
 * Within one customer the sort is its per-customer index's order, so each customer gives at most
 * offset + limit rows (`reach`) and only those are sorted: the same rows in the same order as a
 * walk of the whole table, whatever the page. `where` holds the other filters; the customers are
 * the outer loop's (a customer list repeated inside made each customer's walk search the index
 * once per listed customer).
 */
function eachCustomersPageIds(customers: SQL, where: SQL | undefined, sort: AnyPgColumn[], direction: SortDirection, limit: SQL): SQL {
  const dir = direction === 'desc' ? sql`desc` : sql`asc`;
  const keys = sort.map((column, i) => sql`${column} as ${sql.raw(`k${i}`)}`);
  const within = sort.map((column) => sql`${column} ${dir}`);
  const across = sort.map((_, i) => sql`${sql.raw(`page.k${i}`)} ${dir}`);
  return sql`(select page.id from ${customers} c cross join lateral (
      select ${orders.id} as id, ${sql.join(keys, sql`, `)} from ${orders}
      where ${orders.customerId} = c.id and ${where}
      order by ${sql.join([...within, sql`${orders.id} ${dir}`], sql`, `)} limit ${sql.placeholder('reach')}) page
    order by ${sql.join([...across, sql`page.id ${dir}`], sql`, `)} limit ${limit} offset ${offset})`;
}

/**
 * The matched customers (`named`) as a bit string (a shared table expression beside it): bit s − 1
 * is set when the customer whose short id is s matched, so the whole-table walk and the counters
 * test each row's customer with one `get_bit` (a null short id, an unknown customer, never
 * matches). A hashed subplan over the matched ids cost about 50 ns more per row: on the deep broad
 * page (150 customers matched, 6,800 index entries walked, 1,200 counters) the statement took 2.00
 * ms with it. The bits run up to the largest short id, which bounds every order's and counter's
 * (foreign keys, migration 0013), with gaps left unset (an upsert that updates still draws an id).
 * Padded to 1,024 bits at least: under 127 bytes PostgreSQL keeps the value with a one-byte header
 * and `get_bit` then copies it for every row, which cost as much as the subplan.
 */
const matchedBits = sql`matched_bits as materialized (select rpad(m.bits, greatest(length(m.bits), 1024), '0')::varbit as bits from (
    select coalesce(string_agg(case when named.short_id is null then '0' else '1' end, '' order by s.i), '') as bits
    from generate_series(1, (select max(${erpCustomers.shortId}) from ${erpCustomers})) s(i) left join named on named.short_id = s.i) m)`;

/**
 * Which walk the statement runs (a shared table expression beside `named`, the matched customers):
 * the one the request names, else `each` while the matched customers k are at most the square
 * root of all C. `each` reads about k × (offset + limit) rows, `all` about (offset + limit) × C / k
 * when orders spread evenly over the customers.
 */
const walkChoice = sql`walk as materialized (select coalesce(${sql.placeholder('walk')}::text = 'each', m.k * m.k <= m.c) as each
    from (select (select count(*) from named) as k, (select count(*) from ${erpCustomers}) as c) m)`;

/** Whether the statement runs this walk. Only the branch whose condition holds is run (PostgreSQL evaluates a condition on no row once, first). */
function walkChosen(walk: CustomerWalk): SQL {
  return walk === 'each' ? sql`(select walk.each from walk)` : sql`(select not walk.each from walk)`;
}
