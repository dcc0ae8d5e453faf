import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPortalUser } from '@portal/db/queries/users';
import { ZSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { fullCart, trpc } from '../modules/orders/orders-test-kit';
import { fileTicket } from '../modules/tickets/tickets-test-kit';
import { warrantyBody } from '../modules/warranty/warranty-test-kit';
import { createTestApp, roles, type TestApp } from './test-server';

// Issue 29 point 5: a dealer's lists search their own (or their team's) rows by text; the
// administrators' dealer filter matches the person's name as well as the dealer's.

type User = Awaited<ReturnType<TestApp['makeUser']>>;
type Page = { items: Record<string, unknown>[]; total: number; counts?: Record<string, number> };

let t: TestApp;
let dana: User;
let tom: User;
let olga: User;
let admin: User;

const get = async (user: User, url: string): Promise<Page> => {
  const res = await t.call('GET', url, { token: user.token });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Page;
};
const names = (page: Page, key: string) => page.items.map((item) => item[key]).sort();

async function placeOrder(user: User, orderName: string, orderNumber: string, approve = false) {
  const owner = await getPortalUser(t.db.db, user.id);
  const staff = await getPortalUser(t.db.db, admin.id);
  if (!owner || !staff) throw new Error('no account');
  const input = { orderName, orderNumber, cart: fullCart() };
  const { order } = await t.app.services.orders.save(owner, ZSaveOrderInput.parse({ ...input, status: 'SUBMITTED' }));
  if (approve) return (await t.app.services.orders.save(staff, ZSaveOrderInput.parse({ ...input, _id: order._id, status: 'APPROVED' }))).order;
  return order;
}

beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  dana = await t.makeUser({ ...roles.dealer, fname: 'Dana', lname: 'Dealer', bcCustomerId: 'C10000' });
  tom = await t.makeUser({ ...roles.dealer, fname: 'Tom', lname: 'Teamwork', bcCustomerId: 'C10000' });
  olga = await t.makeUser({ ...roles.dealer, fname: 'Olga', lname: 'Other', bcCustomerId: 'C10010' });
  admin = await t.makeUser({ ...roles.admin, fname: 'Sam', lname: 'Staff', bcCustomerId: 'C10020' });
  const backyard = await placeOrder(dana, 'Backyard deck', '4411', true);
  await placeOrder(dana, 'Front porch', '5520');
  await placeOrder(tom, 'Deck 50% off', '7731');
  await placeOrder(olga, 'Olga deck', '4412', true);
  await fileTicket(t, dana, { ticketName: 'Motor hums', ticketMessage: 'The deck motor hums.' });
  await fileTicket(t, tom, { ticketName: 'Invoice question', ticketMessage: 'Where is my invoice?' });
  await fileTicket(t, olga, { ticketName: 'Motor stuck', ticketMessage: 'The motor is stuck.' });
  const filed = await t.call('POST', '/api/warranty', { token: dana.token, body: warrantyBody(backyard, { warrantyMessage: 'Torn mesh on the left' }) });
  if (filed.status !== 201) throw new Error(`warranty: ${filed.status} ${JSON.stringify(filed.body)}`);
});

afterAll(async () => {
  await t?.close();
});

describe("a dealer's order list searches by order name and number", () => {
  it('finds my orders by part of the name or of the number, case-insensitive, on REST and tRPC alike', async () => {
    expect(names(await get(dana, '/api/orders/myorders?search=DECK'), 'orderName')).toEqual(['Backyard deck']);
    expect(names(await get(dana, '/api/orders/myorders?search=552'), 'orderName')).toEqual(['Front porch']);
    const viaTrpc = await trpc(t, dana.token, 'orders.dealerList', { scope: 'mine', search: 'porch' });
    expect(viaTrpc.data.items.map((o: { orderName: string }) => o.orderName)).toEqual(['Front porch']);
    expect(viaTrpc.data.total).toBe(1);
  });

  it("searches my team's orders, never another customer's; % and _ are taken literally", async () => {
    const team = await get(dana, '/api/orders/teamorders?search=deck');
    expect(names(team, 'orderName')).toEqual(['Backyard deck', 'Deck 50% off']);
    expect(team.total).toBe(2);
    expect(names(await get(dana, '/api/orders/teamorders?search=50%25'), 'orderName')).toEqual(['Deck 50% off']);
    expect((await get(dana, '/api/orders/teamorders?search=%25')).total).toBe(1);
    expect((await get(dana, '/api/orders/teamorders?search=441')).items.map((o) => o.orderNumber)).toEqual(['4411']);
  });

  it('refuses a search over 100 characters, naming the field', async () => {
    const res = await t.call('GET', `/api/orders/myorders?search=${'x'.repeat(101)}`, { token: dana.token });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('search must be at most 100 characters');
  });
});

describe("the administrators' dealer filter matches people's names as well as dealers'", () => {
  it('orders: the owner’s name or the dealer’s', async () => {
    expect(names(await get(admin, '/api/admin/orders?filter=olga'), 'orderName')).toEqual(['Olga deck']);
    const byPerson = await get(admin, '/api/admin/orders?filter=teamwork');
    expect(names(byPerson, 'orderName')).toEqual(['Deck 50% off']);
    expect(byPerson.total).toBe(1);
    expect(names(await get(admin, '/api/admin/orders?filter=sunset%20patio'), 'orderName')).toEqual(['Olga deck']);
    expect(names(await get(admin, '/api/admin/orders?filter=dana%20dealer&status=APPROVED'), 'orderName')).toEqual(['Backyard deck']);
    expect((await get(admin, '/api/admin/orders?filter=dana&orderBy=dealer')).total).toBe(2);
  });

  it('tickets: the filer’s name or the dealer’s, the counts following it', async () => {
    const byPerson = await get(admin, '/api/admin/tickets?filter=olga');
    expect(names(byPerson, 'ticketName')).toEqual(['Motor stuck']);
    expect(byPerson.counts).toEqual({ New: 1, 'In Progress': 0, Open: 1, Closed: 0 });
    expect(names(await get(admin, '/api/admin/tickets?filter=shade%20masters'), 'ticketName')).toEqual(['Invoice question', 'Motor hums']);
  });

  it('warranty requests: the filer’s name or the dealer’s', async () => {
    expect((await get(admin, '/api/admin/warranties?filter=dana')).total).toBe(1);
    expect((await get(admin, '/api/admin/warranties?filter=olga')).total).toBe(0);
    expect((await get(admin, '/api/admin/warranties?filter=shade%20masters')).total).toBe(1);
  });
});

describe("a dealer's ticket and warranty lists search by text", () => {
  it('tickets: by name, message or number, within mine or my team’s, the counts following it', async () => {
    expect(names(await get(dana, '/api/tickets/teamtickets?search=motor'), 'ticketName')).toEqual(['Motor hums']);
    expect(names(await get(dana, '/api/tickets/teamtickets?search=INVOICE'), 'ticketName')).toEqual(['Invoice question']);
    const mine = await get(dana, '/api/tickets/mytickets?search=invoice');
    expect(mine.total).toBe(0);
    expect(mine.counts).toEqual({ New: 0, 'In Progress': 0, Closed: 0 });
    const all = await get(dana, '/api/tickets/mytickets');
    const number = String(all.items[0]?.ticketId);
    expect(names(await get(dana, `/api/tickets/mytickets?search=%23${number}`), 'ticketName')).toEqual(['Motor hums']);
    expect((await get(dana, '/api/tickets/mytickets?search=%23999999')).total).toBe(0);
    // '#' alone names no number: it is text, and no ticket holds it.
    expect((await get(dana, '/api/tickets/teamtickets?search=%23')).total).toBe(0);
    const viaTrpc = await trpc(t, tom.token, 'tickets.dealerList', { scope: 'team', search: 'hums' });
    expect(viaTrpc.data.items.map((x: { ticketName: string }) => x.ticketName)).toEqual(['Motor hums']);
  });

  it('warranty requests: by number, order name or message, never another customer’s', async () => {
    const [request] = (await get(dana, '/api/warranty/mywarranties')).items;
    expect((await get(dana, '/api/warranty/mywarranties?search=torn%20MESH')).total).toBe(1);
    expect((await get(dana, '/api/warranty/mywarranties?search=backyard')).total).toBe(1);
    expect((await get(dana, `/api/warranty/mywarranties?search=${String(request?.warrantyId)}`)).total).toBe(1);
    expect((await get(dana, '/api/warranty/mywarranties?search=porch')).total).toBe(0);
    expect((await get(olga, '/api/warranty/teamwarranties?search=torn')).total).toBe(0);
    expect((await get(tom, '/api/warranty/teamwarranties?search=torn')).total).toBe(1);
  });
});
