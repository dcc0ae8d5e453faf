import type { z } from 'zod';
import type { ZOrder, ZOrderList, ZOrderPartLine, ZOrderRoofLine, ZOrderScreenLine, ZOrderTransition } from './order-view-schemas';

/**
 * An order as both transports return it: the spec's field names (portal.md §3 Cart / Order),
 * money as decimal numbers with two decimals in the order's currency, plus exact cents. The
 * types are those of the REST response schemas (order-view-schemas.ts), so the two cannot drift.
 */
export type OrderView = z.infer<typeof ZOrder>;

export type OrderScreenLine = z.infer<typeof ZOrderScreenLine>;
export type OrderRoofLine = z.infer<typeof ZOrderRoofLine>;
export type OrderPartLine = z.infer<typeof ZOrderPartLine>;

/** An order's priced lines by section, as the order stores them. */
export interface OrderLines {
  screens: OrderScreenLine[];
  roofs: OrderRoofLine[];
  parts: OrderPartLine[];
}

/** The priced fields every line carries (price, cents, breakdown, adjustments, alerts, problem). */
export type PricedLine = Pick<OrderScreenLine, 'price' | 'priceCents' | 'totalCents' | 'breakdown' | 'adjustments' | 'alerts' | 'problem'>;

export type OrderTransition = z.infer<typeof ZOrderTransition>;

/** A row of the order lists is the whole order: rows expand to show every line with its price. */
export type OrderListRow = OrderView;

export type OrderList = z.infer<typeof ZOrderList>;
