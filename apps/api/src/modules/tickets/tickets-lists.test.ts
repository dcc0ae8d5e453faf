import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { fileTicket, type User } from './tickets-test-kit';

let t: TestApp;
let dealer: User;
let teammate: User;
let other: User;
let admin: User;

type Page = {
  items: {
    _id: string;
    ticketName: string;
    user: string | null;
    userDetails: { bc_customer_id: string | null };
    dealerName?: string;
    portalUser?: string;
    priceGroup?: string | null;
  }[];
  total: number;
  offset: number;
  limit: number;
  counts: Record<string, number>;
};

const get = async (user: User, url: string): Promise<Page> => {
  const res = await t.call('GET', url, { token: user.token });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Page;
};
const setStatus = (id: string, ticketStatus: string) => t.call('PATCH', `/api/tickets/${id}`, { token: admin.token, body: { ticketStatus } });

beforeAll(async () => {
  t = await createTestApp();
  dealer = await t.makeUser({ ...roles.dealer, fname: 'Dana', lname: 'Dealer', bcCustomerId: 'C10000' });
  teammate = await t.makeUser({ ...roles.dealer, fname: 'Tom', lname: 'Team', bcCustomerId: 'C10000' });
  other = await t.makeUser({ ...roles.dealer, fname: 'Olga', lname: 'Other', bcCustomerId: 'C10010' });
  admin = await t.makeUser({ ...roles.admin, fname: 'Sam', lname: 'Staff', bcCustomerId: 'C10020' });
});

afterAll(async () => {
  await t?.close();
});

describe('ticket lists', () => {
  it('are empty with zero counts before any ticket', async () => {
    expect(await get(dealer, '/api/tickets/mytickets')).toEqual({ items: [], total: 0, offset: 0, limit: 20, counts: { New: 0, 'In Progress': 0, Closed: 0 } });
    expect(await get(admin, '/api/admin/tickets')).toEqual({
      items: [],
      total: 0,
      offset: 0,
      limit: 50,
      counts: { New: 0, 'In Progress': 0, Open: 0, Closed: 0 },
    });
  });

  it('count right after each change: filing, moving, closing, reopening', async () => {
    const counts = async () => ({
      mine: (await get(dealer, '/api/tickets/mytickets')).counts,
      team: (await get(teammate, '/api/tickets/teamtickets')).counts,
      admin: (await get(admin, '/api/admin/tickets')).counts,
    });
    const a = await fileTicket(t, dealer, { ticketName: 'Count A' });
    expect(await counts()).toEqual({
      mine: { New: 1, 'In Progress': 0, Closed: 0 },
      team: { New: 1, 'In Progress': 0, Closed: 0 },
      admin: { New: 1, 'In Progress': 0, Open: 1, Closed: 0 },
    });
    await setStatus(a._id, 'In Progress');
    expect(await counts()).toEqual({
      mine: { New: 0, 'In Progress': 1, Closed: 0 },
      team: { New: 0, 'In Progress': 1, Closed: 0 },
      admin: { New: 0, 'In Progress': 1, Open: 1, Closed: 0 },
    });
    await t.call('PATCH', `/api/tickets/${a._id}`, { token: admin.token, body: { isOpen: false } });
    expect(await counts()).toEqual({
      mine: { New: 0, 'In Progress': 0, Closed: 1 },
      team: { New: 0, 'In Progress': 0, Closed: 1 },
      admin: { New: 0, 'In Progress': 0, Open: 0, Closed: 1 },
    });
    await fileTicket(t, teammate, { ticketName: 'Count B' });
    expect(await counts()).toEqual({
      mine: { New: 0, 'In Progress': 0, Closed: 1 },
      team: { New: 1, 'In Progress': 0, Closed: 1 },
      admin: { New: 1, 'In Progress': 0, Open: 1, Closed: 1 },
    });
    await t.call('PATCH', `/api/tickets/${a._id}`, { token: admin.token, body: { isOpen: true } });
    expect(await counts()).toEqual({
      mine: { New: 0, 'In Progress': 1, Closed: 0 },
      team: { New: 1, 'In Progress': 1, Closed: 0 },
      admin: { New: 1, 'In Progress': 1, Open: 2, Closed: 0 },
    });
    await fileTicket(t, other, { ticketName: 'Count C' });
    expect((await counts()).team).toEqual({ New: 1, 'In Progress': 1, Closed: 0 });
    expect((await get(other, '/api/tickets/mytickets')).counts).toEqual({ New: 1, 'In Progress': 0, Closed: 0 });
    expect((await get(admin, '/api/admin/tickets')).counts).toEqual({ New: 2, 'In Progress': 1, Open: 3, Closed: 0 });
  });

  it('show a dealer only their own (mine) or their customer’s (team), never another customer’s', async () => {
    const mine = await get(dealer, '/api/tickets/mytickets');
    expect(mine.items.every((i) => i.user === dealer.id)).toBe(true);
    const team = await get(dealer, '/api/tickets/teamtickets');
    expect(team.items.map((i) => i.ticketName).sort()).toEqual(['Count A', 'Count B']);
    expect(team.items.every((i) => i.userDetails.bc_customer_id === 'C10000')).toBe(true);
    expect((await get(other, '/api/tickets/teamtickets')).items.map((i) => i.ticketName)).toEqual(['Count C']);
  });

  it('put the latest change first: a reply moves a ticket to the top', async () => {
    const before = await get(dealer, '/api/tickets/teamtickets');
    const last = before.items[before.items.length - 1];
    await t.call('POST', `/api/tickets/${last?._id}/replies`, { token: admin.token, body: { message: 'Bump' } });
    expect((await get(dealer, '/api/tickets/teamtickets')).items[0]?._id).toBe(last?._id);
  });

  it('page the dealer lists 20 at a time', async () => {
    const pager = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10020' });
    for (let i = 0; i < 23; i += 1) await fileTicket(t, pager, { ticketName: `Page ${i}` });
    const first = await get(pager, '/api/tickets/mytickets');
    const second = await get(pager, '/api/tickets/mytickets?offset=20');
    expect([first.items.length, first.total, first.limit, second.items.length, second.offset]).toEqual([20, 23, 20, 3, 20]);
    expect(new Set([...first.items, ...second.items].map((i) => i._id)).size).toBe(23);
    expect(first.items[0]?.ticketName).toBe('Page 22');
    expect((await get(pager, '/api/tickets/mytickets?offset=40')).items).toEqual([]);
    expect((await t.call('GET', '/api/tickets/mytickets?offset=-1', { token: pager.token })).body.fieldErrors).toEqual({ offset: 'offset must be 0 or more' });
    expect((await t.call('GET', '/api/tickets/teamtickets?offset=x', { token: pager.token })).status).toBe(400);
  });

  it('page the admin list (50 unless limit says, 1 to 100) and filter by status', async () => {
    const all = await get(admin, '/api/admin/tickets');
    expect([all.limit, all.items.length, all.total]).toEqual([50, 26, 26]);
    const small = await get(admin, '/api/admin/tickets?limit=5&offset=5');
    expect([small.items.length, small.offset, small.limit]).toEqual([5, 5, 5]);
    expect(small.items.map((i) => i._id)).toEqual(all.items.slice(5, 10).map((i) => i._id));
    expect((await t.call('GET', '/api/admin/tickets?limit=101', { token: admin.token })).status).toBe(400);
    expect((await t.call('GET', '/api/admin/tickets?status=Done', { token: admin.token })).status).toBe(400);
    const inProgress = await get(admin, '/api/admin/tickets?status=In%20Progress');
    expect(inProgress.items.map((i) => i.ticketName)).toEqual(['Count A']);
    expect(inProgress.counts).toEqual(all.counts);
    expect((await get(admin, '/api/admin/tickets?status=Open')).total).toBe(all.counts.Open);
    expect((await get(admin, '/api/admin/tickets?status=Closed')).total).toBe(0);
  });

  it('give administrators the dealer name, portal user and price group, and filter by dealer name, taking % and _ literally', async () => {
    const rows = (await get(admin, '/api/admin/tickets?filter=shade%20MASTERS')).items;
    expect(rows.map((i) => i.ticketName).sort()).toEqual(['Count A', 'Count B']);
    expect(rows.find((i) => i.ticketName === 'Count A')).toMatchObject({ dealerName: 'Shade Masters Inc.', portalUser: 'Dana Dealer', priceGroup: 'USD' });
    const sunset = await get(admin, '/api/admin/tickets?filter=sunset');
    expect(sunset.items.map((i) => i.ticketName)).toEqual(['Count C']);
    expect(sunset.counts).toEqual({ New: 1, 'In Progress': 0, Open: 1, Closed: 0 });
    expect((await get(admin, '/api/admin/tickets?filter=%25')).total).toBe(0);
    expect((await get(admin, '/api/admin/tickets?filter=_')).total).toBe(0);
    await t.db.db.execute(sql`update tickets set dealer_name = '100% Shade_Co' where name = 'Count C'`);
    expect((await get(admin, '/api/admin/tickets?filter=0%25%20s')).items.map((i) => i.ticketName)).toEqual(['Count C']);
    expect((await get(admin, '/api/admin/tickets?filter=e_c')).items.map((i) => i.ticketName)).toEqual(['Count C']);
  });

  it('keep the admin list for administrators and the dealer lists for dealers', async () => {
    expect((await t.call('GET', '/api/admin/tickets', { token: dealer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/tickets')).status).toBe(401);
    expect((await t.call('GET', '/api/tickets/mytickets')).status).toBe(401);
  });
});
