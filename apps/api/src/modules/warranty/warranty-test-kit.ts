import { getPortalUser } from '@portal/db/queries/users';
import { ZSaveOrderInput } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { TestApp } from '../../test/test-server';
import { fullCart } from '../orders/orders-test-kit';

export type OrderState = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'Shipped';

/** An order with a screen, a roof and a part, owned by `ownerId`, brought to `state` through the orders service as the screens would. */
export async function makeOrder(t: TestApp, ownerId: string, adminId: string, state: OrderState): Promise<OrderView> {
  const user = async (id: string) => {
    const found = await getPortalUser(t.db.db, id);
    if (!found) throw new Error(`no account ${id}`);
    return found;
  };
  const input = { orderName: `Warranty ${state}`, cart: fullCart() };
  const { order } = await t.app.services.orders.save(
    await user(ownerId),
    ZSaveOrderInput.parse({ ...input, status: state === 'DRAFT' ? 'DRAFT' : 'SUBMITTED' }),
  );
  if (state === 'DRAFT' || state === 'SUBMITTED') return order;
  const approved = (await t.app.services.orders.save(await user(adminId), ZSaveOrderInput.parse({ ...input, _id: order._id, status: 'APPROVED' }))).order;
  if (state === 'APPROVED') return approved;
  return t.app.services.orders.ship(await user(adminId), { id: order._id, shippingAgent: 'UPS', trackingNumber: '1Z999' });
}

/** A valid request body on the order: its screen with two sub-items, commented. */
export function warrantyBody(order: OrderView, overrides: Record<string, unknown> = {}) {
  const screen = order.screens[0];
  if (!screen) throw new Error('the order has no screen');
  return {
    order: order._id,
    warrantyMessage: 'The screen arrived damaged',
    warrantyItems: [{ itemId: screen.screenId, subItems: ['Housing', 'Motor'], comments: { Housing: 'Dented at the left end', Motor: 'Does not turn' } }],
    ...overrides,
  };
}
