import { orderLimitBounds } from '../limits/order-limits';
import { screenSubItems } from './warranty-sub-items';

/**
 * The sizes a warranty request may reach, so that no request does unbounded work: at most one
 * item per line an order may hold (the server then checks each names a distinct screen or roof
 * line of the order), each sub-item once, and bounded texts.
 */
export const warrantyLimits = {
  itemsMax: orderLimitBounds.maxLines.max,
  /** The longer sub-item list (screens). */
  subItemsMax: screenSubItems.length,
  messageMax: 5000,
  commentMax: 1000,
  /** My and team warranties (portal.md §9). */
  dealerPageSize: 20,
  /** The admin list's default (portal.md §9). */
  adminPageSize: 50,
  /** The requests an order's expanded row shows at once. */
  orderRowMax: 50,
  /** The orders the new-warranty dialog offers at once (newest first; a search narrows them). */
  orderChoicesMax: 100,
} as const;
