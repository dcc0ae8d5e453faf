import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { newTicket } from '../../modules/tickets/tickets-test-kit';

/** The REST face of the operations (operation-routes.ts): a use case gets only what the route declares and validated. */
let t: TestApp;
let dealer: { token: string };
let admin: { token: string };
let mine: string;
let theirs: string;

beforeAll(async () => {
  t = await createTestApp();
  dealer = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10000' });
  const other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010' });
  admin = await t.makeUser({ ...roles.admin, bcCustomerId: 'C10020' });
  mine = (await t.call('POST', '/api/tickets', { token: dealer.token, body: newTicket({ ticketName: 'Mine' }) })).body._id as string;
  theirs = (await t.call('POST', '/api/tickets', { token: other.token, body: newTicket({ ticketName: 'Theirs' }) })).body._id as string;
});
afterAll(() => t?.close());

describe('REST routes built from the operations', () => {
  it('reads the id from the path only: an undeclared query string with another id changes nothing', async () => {
    const res = await t.call('GET', `/api/tickets/${mine}?id=${theirs}`, { token: dealer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: mine, ticketName: 'Mine' });
  });

  it('reads an undeclared query string of a route that declares none as nothing: not an unchecked id', async () => {
    const res = await t.call('GET', `/api/tickets/${mine}?id=not-a-uuid`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: mine });
  });
});
