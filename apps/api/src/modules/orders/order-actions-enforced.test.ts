import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { can, type OrderAction, type OrderViewer } from '@portal/domain/orders/order-actions';
import { orderStatuses, type OrderStatus } from '@portal/domain/orders/order-status';
import { saveStep } from '@portal/domain/orders/order-transitions';
import { createTestApp, roles, type TestApp } from '../../test/test-server';
import { partsCart, saveInput, trpc } from './orders-test-kit';

/**
 * The server refuses exactly what the domain's predicate refuses (the screens offer what it
 * allows): every status × viewer (owner, teammate, another customer's dealer, administrator) ×
 * every action a transport can ask for, each on an order of its own.
 */
type User = Awaited<ReturnType<TestApp['makeUser']>>;
let t: TestApp;
const users: Record<'owner' | 'team' | 'other' | 'admin', User> = {} as never;
beforeAll(async () => {
  t = await createTestApp({ config: { SAMPLE_CATALOG_ON_START: true } });
  users.admin = await t.makeUser({ ...roles.admin, email: 'admin@staff.example.com' });
  users.owner = await t.makeUser({ ...roles.dealer, email: 'owner@dealer.example.com' });
  users.team = await t.makeUser({ ...roles.dealer, email: 'mate@dealer.example.com' });
  users.other = await t.makeUser({ ...roles.dealer, bcCustomerId: 'C10010', email: 'other@elsewhere.example.com' });
});
afterAll(() => t.close());

const viewerOf = (u: User, isAdmin: boolean): OrderViewer => ({ userId: u.id, isAdmin, customerId: isAdmin ? null : u === users.other ? 'C10010' : 'C10000' });

/** What each transport call asks for, and the predicate's action for it on an order in `status`. */
const calls: {
  name: string;
  action: (status: OrderStatus) => OrderAction;
  run: (token: string, id: string, version: number) => Promise<{ status: number }>;
}[] = [
  {
    name: 'save as draft',
    action: (s) => saveStep(s, 'DRAFT').action,
    run: (token, id, version) => trpc(t, token, 'orders.save', saveInput({ _id: id, version, status: 'DRAFT', cart: partsCart() }), 'mutation'),
  },
  {
    name: 'submit',
    action: (s) => saveStep(s, 'SUBMITTED').action,
    run: (token, id, version) => trpc(t, token, 'orders.save', saveInput({ _id: id, version, status: 'SUBMITTED', cart: partsCart() }), 'mutation'),
  },
  {
    name: 'approve',
    action: () => 'approve',
    run: (token, id, version) => trpc(t, token, 'orders.save', saveInput({ _id: id, version, status: 'APPROVED', cart: partsCart() }), 'mutation'),
  },
  { name: 'reject', action: () => 'reject', run: (token, id) => trpc(t, token, 'orders.reject', { id, reason: 'Wrong colour' }, 'mutation') },
  { name: 'ship', action: () => 'ship', run: (token, id) => trpc(t, token, 'orders.ship', { id, shippingAgent: 'UPS', trackingNumber: '1Z999' }, 'mutation') },
  { name: 'delete', action: () => 'delete', run: (token, id) => trpc(t, token, 'orders.remove', { id }, 'mutation') },
];

describe('the server refuses exactly what the action predicates refuse', () => {
  for (const status of orderStatuses) {
    it(`an order in ${status}`, async () => {
      const mismatches: string[] = [];
      for (const call of calls) {
        for (const [relation, user] of Object.entries(users) as [keyof typeof users, User][]) {
          const draft = await trpc(t, users.owner.token, 'orders.save', saveInput({ cart: partsCart() }), 'mutation');
          const id: string = draft.data._id;
          await t.db.db.execute(sql`update orders set status = ${status} where id = ${id}`);
          const expected = can(call.action(status), viewerOf(user, relation === 'admin'), {
            status,
            stored: true,
            ownerId: users.owner.id,
            customerId: 'C10000',
            quoteIds: [],
          });
          // A save that would send a submitted order back to draft is refused by its own rule (409) after the right to save.
          const reachable = !(status === 'SUBMITTED' && call.name === 'save as draft');
          const res = await call.run(user.token, id, draft.data.version);
          const allowed = res.status < 300;
          if (allowed !== (expected && reachable)) mismatches.push(`${relation} ${call.name} on ${status}: ${res.status}, predicate ${expected}`);
          if (!allowed && res.status >= 500) mismatches.push(`${relation} ${call.name} on ${status}: ${res.status}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
