import type { PortalUser } from '../accounts/user';
import type { OrderStatus } from './order-status';

/** A saved order as the tier rule reads it: its ERP customer and the tier frozen on it (basis points, 0.85 → 8500). */
export interface TieredOrder {
  customerId: string;
  tierRateBp: number;
}

/** The order's owner as the tier rule reads them: their ERP customer today and its tier rate (0.85: 85 %). */
export type TierHolder = Pick<PortalUser, 'bc_customer_id' | 'bc_customer_tierRate'>;

/**
 * The tier rate (0.85: 85 %) a saved order's lines are priced at again: its owner's tier of today
 * while the owner is still the order's ERP customer; else (no owner read, the owner deleted, or
 * moved to another customer) the tier frozen on the order. A reorder filed on an adjustment of the
 * order is priced at the same rate.
 */
export function repricingTierRate(order: TieredOrder, owner: TierHolder | undefined): number {
  return owner && owner.bc_customer_id === order.customerId ? owner.bc_customer_tierRate : order.tierRateBp / 10000;
}

/**
 * Whether an order saved again reads its owner's tier of today (repricingTierRate): only while
 * it is not submitted yet (IN_CART, DRAFT). From submission on it keeps the tier it was placed at.
 */
export function savedOrderFollowsOwnerTier(status: OrderStatus): boolean {
  return status === 'DRAFT' || status === 'IN_CART';
}
