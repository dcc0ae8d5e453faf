import type { PortalUser } from '@portal/domain/accounts/user';
import { noErpCustomerError } from '@portal/domain/customers/customer';
import { DomainError } from '@portal/domain/errors/domain-error';
import { copiedLineName, copiedLines, copyName, copySource, type TCopyOrder, type TOrderCopy } from '@portal/domain/orders/order-copy';
import { priceOrder, unknownCartOptions } from '@portal/domain/orders/order-pricing';
import type { TCart, TSaveOrder } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { PricingService } from '../pricing/service';
import { copyRequestHash } from './save-request-hash';

type Section = 'screens' | 'roofs' | 'parts';
type Save = (actor: PortalUser, input: TSaveOrder, requestHash?: string) => Promise<{ order: OrderView; created: boolean }>;

/**
 * Copy an order the caller may see into a new DRAFT of the caller's at today's prices (issue 29).
 * The lines are priced for the caller's price group and tier as a new cart would be; a line that
 * cannot be priced today (an item no longer sold, an option no longer offered) is left out and
 * named. The draft is written by the one save, so limits, idempotency and history are the save's.
 */
export async function copyOrder(pricing: PricingService, save: Save, source: OrderView, actor: PortalUser, input: TCopyOrder): Promise<TOrderCopy> {
  if (!actor.bc_customer_id || !actor.bc_customer_priceGroup) throw noErpCustomerError();
  const ctx = await pricing.contextFor(actor);
  const read = copySource(source);
  // Which lines today's catalog cannot sell: priced as they stand, and part options it no longer has.
  const priced = priceOrder(ctx, read.cart);
  const badOptions = Object.keys(unknownCartOptions(ctx, read.cart)).map((path) => Number(path.split('.')[2]));
  const unsold = new Map<string, string>(priced.problems.map((p) => [`${p.section}.${p.index}`, p.message.replace(/^\w+ \d+: /, '')]));
  for (const i of badOptions) if (!unsold.has(`parts.${i}`)) unsold.set(`parts.${i}`, 'An option of this item is no longer offered');

  const cart: TCart = { screens: [], roofs: [], parts: [], extraDetails: source.extraDetails };
  const from: Record<Section, number[]> = { screens: [], roofs: [], parts: [] };
  const leftOut: TOrderCopy['leftOut'] = read.unreadable.map((u) => ({
    section: u.section,
    name: copiedLineName(source, u.section, u.index),
    reason: u.reason,
  }));
  for (const section of ['screens', 'roofs', 'parts'] as const) {
    const lines: readonly unknown[] = read.cart[section];
    lines.forEach((line, i) => {
      const index = read.from[section][i]!;
      const reason = unsold.get(`${section}.${i}`);
      if (reason) leftOut.push({ section, name: copiedLineName(source, section, index), reason });
      else {
        (cart[section] as unknown[]).push(line);
        from[section].push(index);
      }
    });
  }
  if (cart.screens.length + cart.roofs.length + cart.parts.length === 0) {
    throw new DomainError(
      'CONFLICT',
      `Nothing in this order is sold today, so no draft was made${leftOut.length > 0 ? `: ${leftOut.map((l) => `${l.name}: ${l.reason}`).join('; ')}` : ''}`,
      undefined,
      'LINES_NOT_ORDERABLE',
    );
  }
  const draft: TSaveOrder = {
    orderName: copyName(source.orderName),
    orderNumber: source.orderNumber,
    transfer: false,
    sender: null,
    receiver: null,
    status: 'DRAFT',
    cart,
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
  };
  const { order } = await save(actor, draft, copyRequestHash(source._id));
  return {
    ...order,
    copiedFrom: { _id: source._id, orderName: source.orderName, currency: source.userDetails.bc_customer_priceGroup },
    copiedLines: copiedLines(source, order, from),
    leftOut,
  };
}
