import type { PortalUser } from '@portal/domain/accounts/user';
import { noErpCustomerError } from '@portal/domain/customers/customer';
import { DomainError } from '@portal/domain/errors/domain-error';
import { copyName, type TCopyOrder, type TOrderCopy, type TOrderCopyPreview } from '@portal/domain/orders/order-copy';
import { compareCopy, type CopyComparison } from '@portal/domain/orders/order-copy-comparison';
import type { TSaveOrder } from '@portal/domain/orders/order-schemas';
import type { OrderView } from '@portal/domain/orders/order-view';
import type { Markups } from '@portal/domain/quotes/retail-prices';
import { retailOrderView } from '@portal/domain/teams/retail-view';
import type { PricingService } from '../pricing/service';
import { copyRequestHash } from './save-request-hash';

type Save = (actor: PortalUser, input: TSaveOrder, requestHash?: string) => Promise<{ order: OrderView; created: boolean }>;

/**
 * The order's lines priced for the caller's price group and tier as a new cart would be (issue 29).
 * The preview and the copy both read this, so what the dealer is shown is what the copy saves.
 */
async function comparisonFor(pricing: PricingService, source: OrderView, actor: PortalUser, retail: Markups | null): Promise<CopyComparison> {
  if (!actor.bc_customer_id || !actor.bc_customer_priceGroup) throw noErpCustomerError();
  return compareCopy(await pricing.contextFor(actor), source, retail);
}

const copiedFrom = (source: OrderView) => ({ _id: source._id, orderName: source.orderName, currency: source.userDetails.bc_customer_priceGroup });

/**
 * What copying the order would make, nothing written: each line's old and new price, the lines left out, the new totals.
 * `retail`: a salesperson's markups (issue 32), so both prices are retail.
 */
export async function previewCopy(pricing: PricingService, source: OrderView, actor: PortalUser, retail: Markups | null): Promise<TOrderCopyPreview> {
  const { copiedLines, leftOut, currency, totalsCents } = await comparisonFor(pricing, source, actor, retail);
  return { copiedFrom: copiedFrom(source), currency, copiedLines, leftOut, totalsCents };
}

/**
 * Copy an order the caller may see into a new DRAFT of the caller's at today's prices (issue 29).
 * The draft is written by the one save, so limits, idempotency and history are the save's.
 */
export async function copyOrder(
  pricing: PricingService,
  save: Save,
  source: OrderView,
  actor: PortalUser,
  input: TCopyOrder,
  retail: Markups | null,
): Promise<TOrderCopy> {
  const { cart, copiedLines, leftOut } = await comparisonFor(pricing, source, actor, retail);
  if (copiedLines.length === 0) {
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
  return { ...(retail ? retailOrderView(order, retail) : order), copiedFrom: copiedFrom(source), copiedLines, leftOut };
}
