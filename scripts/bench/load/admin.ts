import { oneOf, pick, type ListPage, type OrderView } from './order-fixtures';
import type { Session } from './session';

/**
 * An administrator's share of the work: administrator k of n approves and ships only the orders
 * whose id falls to k, as a team splits its queue; two people never act on one order at once.
 */
export interface AdminState {
  index: number;
  of: number;
}

const mine = (state: AdminState) => (item: { _id: string }) => Number.parseInt(item._id.slice(-8), 16) % state.of === state.index;

export async function startAdmin(session: Session, index: number, of: number): Promise<AdminState> {
  await session.signIn();
  return { index, of };
}

async function approve(session: Session, state: AdminState) {
  const queue = await session.get<ListPage<{ _id: string }>>(
    'GET /api/admin/orders',
    '/api/admin/orders?status=SUBMITTED&orderBy=createdAt&sortOrder=asc&limit=100',
  );
  const item = queue.ok ? oneOf(queue.data.items.filter(mine(state))) : undefined;
  if (!item) return;
  const order = await session.get<OrderView>('GET /api/orders/:id', `/api/orders/${item._id}`);
  if (!order.ok) return;
  const { _id, version, orderName, roofs, parts } = order.data;
  // The approval sends the order back as read: each roof's configuration and each part.
  await session.post('POST /api/orders (APPROVED)', '/api/orders', {
    _id,
    version,
    orderName,
    status: 'APPROVED',
    cart: { screens: [], roofs: roofs.map((r) => ({ roofId: r.roofId, ...r.config })), parts: parts.map((p) => ({ number: p.number, quantity: p.quantity })) },
  });
}

async function ship(session: Session, state: AdminState) {
  const queue = await session.get<ListPage<{ _id: string }>>(
    'GET /api/admin/orders',
    '/api/admin/orders?status=APPROVED&orderBy=updatedAt&sortOrder=asc&limit=100',
  );
  const item = queue.ok ? oneOf(queue.data.items.filter(mine(state))) : undefined;
  if (!item) return;
  await session.patch('PATCH /api/orders/:id (ship)', `/api/orders/${item._id}`, { shippingAgent: 'UPS', trackingNumber: `1Z${item._id.slice(0, 8)}` });
}

async function filterLists(session: Session) {
  const [route, path] = pick([
    [6, ['GET /api/admin/orders', '/api/admin/orders']],
    [3, ['GET /api/admin/orders', '/api/admin/orders?status=SUBMITTED,APPROVED&currency=CAD&orderBy=totalPrice&sortOrder=desc']],
    [3, ['GET /api/admin/orders', '/api/admin/orders?filter=a&status=Shipped&orderBy=dealer']],
    [3, ['GET /api/admin/warranties', '/api/admin/warranties?status=New']],
    [2, ['GET /api/admin/warranties', '/api/admin/warranties?filter=a']],
    [3, ['GET /api/admin/adjustments', '/api/admin/adjustments']],
    [2, ['GET /api/admin/tickets', '/api/admin/tickets?status=Open']],
    [2, ['GET /api/admin/users', '/api/admin/users?filter=load']],
  ] as const);
  await session.get(route, path);
}

/** One thing an administrator does: mostly working the queues, the rest reading lists. */
export function adminAction(session: Session, state: AdminState): Promise<unknown> {
  return pick([
    [35, approve],
    [25, ship],
    [40, filterLists],
  ] as const)(session, state);
}
