import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMaxRows } from '@portal/domain/paging/list-export';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { saveInput, trpc } from '../orders/orders-test-kit';
import { fileTicket } from '../tickets/tickets-test-kit';
import { makeOrder, warrantyBody } from '../warranty/warranty-test-kit';
import { setAdjustmentsEnabled } from '../adjustments/adjustments-test-kit';

type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
let admin: User;
let usd: User;
let teammate: User;
let cad: User;

const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 1 };

/** Orders of three dealers (two of one customer, one of another) in several statuses, a warranty request, tickets and an adjustment. */
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  admin = await t.makeUser({ ...roles.admin, fname: 'Ada', lname: 'Admin' });
  usd = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000', fname: 'Una', lname: 'Usd' });
  teammate = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000', fname: 'Tim', lname: 'Mate' });
  cad = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C20000', fname: 'Cal', lname: 'Cad' });
  const save = async (token: string, input: object) => {
    const res = await trpc(t, token, 'orders.save', input, 'mutation');
    if (res.status !== 200) throw new Error(JSON.stringify(res.error));
    return res.data._id as string;
  };
  const plan: [User, string, number, 'DRAFT' | 'SUBMITTED' | 'APPROVED'][] = [
    [usd, 'Usd draft', 1, 'DRAFT'],
    [usd, '=cmd|calc', 2, 'SUBMITTED'],
    [usd, 'Usd approved, "quoted"', 3, 'APPROVED'],
    [teammate, 'Team submitted', 4, 'SUBMITTED'],
    [cad, 'Cad submitted', 5, 'SUBMITTED'],
  ];
  for (const [owner, orderName, quantity, status] of plan) {
    const cart = { parts: [{ config: { ...remote, quantity } }] };
    const id = await save(owner.token, saveInput({ orderName, cart, status: status === 'DRAFT' ? 'DRAFT' : 'SUBMITTED' }));
    if (status === 'APPROVED') await save(admin.token, saveInput({ _id: id, orderName, cart, status: 'APPROVED' }));
  }
  const approved = await makeOrder(t, usd.id, admin.id, 'APPROVED');
  const warranty = await t.call('POST', '/api/warranty', { token: usd.token, body: warrantyBody(approved) });
  if (warranty.status !== 201) throw new Error(JSON.stringify(warranty.body));
  await fileTicket(t, usd, { ticketName: 'Motor hums' });
  await fileTicket(t, cad, { ticketName: 'Fabric torn', ticketType: 'Urgent' });
  await setAdjustmentsEnabled(t, true);
  const adjustment = await t.call('POST', `/api/orders/${approved._id}/adjustments`, { token: usd.token, body: { description: 'Wrong colour' } });
  if (adjustment.status !== 201) throw new Error(JSON.stringify(adjustment.body));
});
afterAll(() => t.close());

/** GET as `user`: the status, the headers and the body's bytes. */
async function get(url: string, user: User | undefined) {
  const res = await t.app.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${user.token}` } : {} });
  return {
    status: res.statusCode,
    headers: res.headers,
    bytes: res.rawPayload,
    json: () => res.json() as { message: string; fieldErrors?: Record<string, string> },
  };
}

/** The CSV's rows, the header first. */
const csvRows = (bytes: Buffer): string[][] => parse(bytes.toString('utf8'), { relax_column_count: false });

/** The workbook's one sheet as rows of cell values, the header first. */
async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return rows;
}

/** Both formats of one export: the CSV's rows, and the workbook's written as the CSV writes them. */
async function exported(path: string, query: string, user: User = admin) {
  const sep = query ? '&' : '?';
  const csv = await get(`${path}${query}${sep}format=csv`, user);
  expect(csv.status, csv.bytes.toString()).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const xlsx = await get(`${path}${query}${sep}format=xlsx`, user);
  expect(xlsx.status).toBe(200);
  expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const rows = csvRows(csv.bytes);
  const sheet = await xlsxRows(xlsx.bytes);
  // The same rows: numbers (money, counts) as the CSV writes them, empty cells empty; the CSV's formula guard aside.
  const asCsv = sheet.map((row) => rows[0]!.map((_, i) => (row[i] === null || row[i] === undefined ? '' : String(row[i]))));
  const unguarded = rows.map((row) =>
    row.map((cell) =>
      cell
        .replace(/^'(?=[=+\-@])/, '')
        .replace(/^(-?\d+)\.(\d)0$/, '$1.$2')
        .replace(/^(-?\d+)\.00$/, '$1'),
    ),
  );
  expect(asCsv).toEqual(unguarded);
  return { header: rows[0] ?? [], rows: rows.slice(1), csv, xlsx, sheet };
}

/** A list page as the list answers it (the same query), every row on one page. */
async function listed<T>(path: string, query: string, user: User = admin): Promise<T[]> {
  const res = await t.call('GET', `${path}${query}${query ? '&' : '?'}limit=100`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.items as T[];
}

const column = (e: { header: string[]; rows: string[][] }, name: string) => {
  const i = e.header.indexOf(name);
  expect(i, `no column ${name} in ${e.header.join(', ')}`).toBeGreaterThanOrEqual(0);
  return e.rows.map((row) => row[i]);
};
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

interface OrderRow {
  _id: string;
  portalNumber: string;
  orderName: string;
  createdAt: string;
  user: string;
  totals: { totalPrice: number };
  totalsCents: { totalPrice: number };
  userDetails: { bc_customer_id: string; bc_customer_priceGroup: string; bc_customer_displayName: string | null };
}

describe('GET /api/admin/orders/export', () => {
  it('holds the rows the list shows with the same filters, in its order, under the page’s column headers', async () => {
    const e = await exported('/api/admin/orders/export', '?status=SUBMITTED&orderBy=totalPrice&sortOrder=asc');
    expect(e.header).toEqual([
      'Created',
      'Updated',
      'Dealer',
      'Portal User',
      'Order',
      'Portal Number',
      'Order Number',
      'Status',
      'Business Central',
      'Total',
      'Currency',
    ]);
    const list = await listed<OrderRow>('/api/admin/orders', '?status=SUBMITTED&orderBy=totalPrice&sortOrder=asc');
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(column(e, 'Portal Number')).toEqual(list.map((o) => o.portalNumber));
    expect(column(e, 'Status')).toEqual(list.map(() => 'SUBMITTED'));
    // Money: a decimal with two places in the row's currency, the currency beside it.
    expect(column(e, 'Total')).toEqual(list.map((o) => o.totals.totalPrice.toFixed(2)));
    expect(column(e, 'Total').every((cell) => /^\d+\.\d{2}$/.test(cell ?? ''))).toBe(true);
    expect(column(e, 'Currency')).toEqual(list.map((o) => o.userDetails.bc_customer_priceGroup));
    expect(new Set(column(e, 'Currency'))).toEqual(new Set(['USD', 'CAD']));
    expect(column(e, 'Created')).toEqual(list.map((o) => o.createdAt));
    expect(column(e, 'Created').every((cell) => isoDate.test(cell ?? ''))).toBe(true);
    // The workbook holds money as numbers.
    const total = e.header.indexOf('Total');
    expect(e.sheet.slice(1).map((row) => row[total])).toEqual(list.map((o) => o.totalsCents.totalPrice / 100));
  });

  it('exports every row the filters match, past a page, without drafts', async () => {
    const e = await exported('/api/admin/orders/export', '');
    const list = await listed<OrderRow>('/api/admin/orders', '');
    expect(column(e, 'Portal Number')).toEqual(list.map((o) => o.portalNumber));
    expect(column(e, 'Order')).not.toContain('Usd draft');
    expect(e.csv.headers['x-total-count']).toBe(String(list.length));
    expect(e.csv.headers['x-export-max-rows']).toBe(String(exportMaxRows));
    expect(e.csv.headers['x-export-truncated']).toBe('false');
  });

  it('reads a row whose stored list item is missing or outdated as the list does: built, then exported', async () => {
    const before = await exported('/api/admin/orders/export', '?orderBy=createdAt');
    await t.db.db.execute(sql`delete from order_list_items where order_id = (select id from orders where order_name = 'Team submitted')`);
    await t.db.db.execute(sql`update order_list_items set format = format - 1 where order_id = (select id from orders where order_name = 'Cad submitted')`);
    const after = await exported('/api/admin/orders/export', '?orderBy=createdAt');
    expect(after.rows).toEqual(before.rows);
  });

  it('quotes what needs quoting and keeps a formula from running in a spreadsheet (CSV only)', async () => {
    const e = await exported('/api/admin/orders/export', '?filter=una');
    const names = column(e, 'Order');
    expect(names).toContain('Usd approved, "quoted"');
    expect(names).toContain("'=cmd|calc");
    expect(e.csv.bytes.toString()).toContain('"Usd approved, ""quoted"""');
    const inSheet = e.sheet.map((row) => row[e.header.indexOf('Order')]);
    expect(inSheet).toContain('=cmd|calc');
  });

  it('is named by the list, the day and the filters, as an attachment', async () => {
    const res = await get('/api/admin/orders/export?status=SUBMITTED&currency=CAD&orderBy=dealer&format=csv', admin);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders ${day} status-submitted currency-cad.csv"; filename*=UTF-8''orders%20${day}%20status-submitted%20currency-cad.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const plain = await get('/api/admin/orders/export?format=xlsx', admin);
    expect(plain.headers['content-disposition']).toContain(`filename="orders ${day}.xlsx"`);
  });

  it('refuses a missing or unknown format and a bad filter as the list does, naming the field', async () => {
    const missing = await get('/api/admin/orders/export?status=SUBMITTED', admin);
    expect(missing.status).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ format: 'format must be csv or xlsx' });
    const pdf = await get('/api/admin/orders/export?format=pdf', admin);
    expect(pdf.status).toBe(400);
    expect(pdf.json().fieldErrors).toHaveProperty('format');
    const status = await get('/api/admin/orders/export?format=csv&status=LOST', admin);
    const listStatus = await t.call('GET', '/api/admin/orders?status=LOST', { token: admin.token });
    expect(status.status).toBe(400);
    expect(status.json().fieldErrors).toEqual(listStatus.body.fieldErrors);
  });

  it('is the administrators’: a dealer hears 403 and a signed-out caller 401, as from the list', async () => {
    for (const format of ['csv', 'xlsx']) {
      expect((await get(`/api/admin/orders/export?format=${format}`, usd)).status).toBe(403);
      expect((await get(`/api/admin/orders/export?format=${format}`, undefined)).status).toBe(401);
    }
    expect((await t.call('GET', '/api/admin/orders', { token: usd.token })).status).toBe(403);
  });
});

describe('GET /api/orders/myorders/export and /api/orders/teamorders/export', () => {
  it('hold my orders, or my team’s, as the lists do: never another customer’s', async () => {
    const mine = await exported('/api/orders/myorders/export', '?orderBy=orderName&sortOrder=asc', usd);
    expect(mine.header).toEqual(['Created', 'Order Name', 'Portal Number', 'Order Number', 'Total', 'Currency', 'Updated', 'Status', 'Ship Date']);
    const myList = await listed<OrderRow>('/api/orders/myorders', '?orderBy=orderName&sortOrder=asc', usd);
    expect(myList.every((o) => o.user === usd.id)).toBe(true);
    expect(column(mine, 'Portal Number')).toEqual(myList.map((o) => o.portalNumber));
    expect(column(mine, 'Order Name')).toContain('Usd draft');

    const team = await exported('/api/orders/teamorders/export', '', usd);
    const teamList = await listed<OrderRow>('/api/orders/teamorders', '', usd);
    expect(column(team, 'Portal Number')).toEqual(teamList.map((o) => o.portalNumber));
    expect(column(team, 'Order Name')).toContain('Team submitted');
    expect(column(team, 'Order Name')).not.toContain('Cad submitted');
    expect(new Set(column(team, 'Currency'))).toEqual(new Set(['USD']));

    const cadTeam = await exported('/api/orders/teamorders/export', '', cad);
    expect(column(cadTeam, 'Order Name')).toEqual(['Cad submitted']);
  });

  it('searches as the list searches', async () => {
    const e = await exported('/api/orders/teamorders/export', '?search=team', usd);
    expect(column(e, 'Order Name')).toEqual(['Team submitted']);
    const day = new Date().toISOString().slice(0, 10);
    expect(e.csv.headers['content-disposition']).toContain(`filename="team orders ${day} search-team.csv"`);
  });

  it('is the store’s: a signed-out caller hears 401', async () => {
    expect((await get('/api/orders/myorders/export?format=csv', undefined)).status).toBe(401);
    expect((await get('/api/orders/teamorders/export?format=xlsx', undefined)).status).toBe(401);
  });
});

describe('GET /api/admin/users/export', () => {
  it('holds the Portal Users page’s columns for the users the search matches', async () => {
    const e = await exported('/api/admin/users/export', '?filter=u&orderBy=email');
    expect(e.header).toEqual([
      'Portal User',
      'Location',
      'Email',
      'Business Central Customer',
      'Customer Number',
      'Corporate Store',
      'Portal Access',
      'Store Access',
      'Portal Admin',
      'Super Admin',
      'Pricing',
      'Data Management',
    ]);
    const list = await listed<{ email: string; isAdmin: boolean }>('/api/admin/users', '?filter=u&orderBy=email');
    expect(column(e, 'Email')).toEqual(list.map((u) => u.email));
    expect(column(e, 'Portal Admin')).toEqual(list.map((u) => String(u.isAdmin)));
    expect((await get('/api/admin/users/export?format=csv', usd)).status).toBe(403);
  });
});

describe('GET /api/admin/warranties/export', () => {
  it('holds every dealer’s warranty requests the filters match', async () => {
    const e = await exported('/api/admin/warranties/export', '?status=New');
    expect(e.header).toEqual(['Request', 'Order Portal Number', 'Order Name', 'Created', 'Updated', 'Items', 'Dealer', 'Portal User', 'Status']);
    const list = await listed<{ warrantyId: string; itemsCount: number }>('/api/admin/warranties', '?status=New');
    expect(list).toHaveLength(1);
    expect(column(e, 'Request')).toEqual(list.map((w) => w.warrantyId));
    expect(column(e, 'Items')).toEqual(list.map((w) => String(w.itemsCount)));
    expect(column(e, 'Updated').every((cell) => isoDate.test(cell ?? ''))).toBe(true);
    expect((await exported('/api/admin/warranties/export', '?status=Closed')).rows).toEqual([]);
    expect((await get('/api/admin/warranties/export?format=csv', usd)).status).toBe(403);
  });
});

describe('GET /api/admin/tickets/export', () => {
  it('holds every dealer’s tickets the filters match', async () => {
    const e = await exported('/api/admin/tickets/export', '?status=Open&filter=cal');
    expect(e.header).toEqual(['Name', '#', 'Dealer', 'Portal User', 'Price Group', 'Type', 'Status', 'Created', 'Updated']);
    const list = await listed<{ ticketId: number; ticketName: string }>('/api/admin/tickets', '?status=Open&filter=cal');
    expect(column(e, 'Name')).toEqual(['Fabric torn']);
    expect(column(e, '#')).toEqual(list.map((ticket) => String(ticket.ticketId)));
    expect(column(e, 'Price Group')).toEqual(['CAD']);
    expect((await get('/api/admin/tickets/export?format=csv&status=Lost', admin)).status).toBe(400);
    expect((await get('/api/admin/tickets/export?format=xlsx', usd)).status).toBe(403);
  });
});

describe('GET /api/admin/adjustments/export', () => {
  it('holds every adjustment the filters match, and is off (404) while adjustments are', async () => {
    const e = await exported('/api/admin/adjustments/export', '?filter=colour');
    expect(e.header).toEqual([
      'Date Created',
      'Name',
      'Order Portal Number',
      'Order Name',
      'Dealer',
      'Portal User',
      'Status',
      'Warranty Items',
      'Reorder Items',
    ]);
    const list = await listed<{ description: string; order: { portalNumber: string } }>('/api/admin/adjustments', '?filter=colour');
    expect(column(e, 'Name')).toEqual(list.map((a) => a.description));
    expect(column(e, 'Order Portal Number')).toEqual(list.map((a) => a.order.portalNumber));
    expect((await get('/api/admin/adjustments/export?format=csv', usd)).status).toBe(403);
    await setAdjustmentsEnabled(t, false);
    try {
      const off = await get('/api/admin/adjustments/export?format=csv', admin);
      expect(off.status).toBe(404);
      expect(off.status).toBe((await t.call('GET', '/api/admin/adjustments', { token: admin.token })).status);
    } finally {
      await setAdjustmentsEnabled(t, true);
    }
  });
});

describe('HEAD of an export', () => {
  it('answers the headers alone', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/admin/tickets/export?format=csv', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.rawPayload).toHaveLength(0);
  });
});
