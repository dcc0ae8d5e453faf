import type { PriceGroup } from '../customers/customer';
import type { BreakdownLine } from '../pricing/price-breakdown';
import type { PricingAlert } from '../pricing/pricing-alerts';
import type { TScreenConfig } from '../pricing/screen/screen-config';
import type { TRoofConfig } from '../pricing/roof/roof-config';
import type { TPartConfig } from '../pricing/parts/part-config';
import type { MappedScrKits } from '../pricing/screen/screen-kit-mapping';
import type { MappedRoofKit } from '../pricing/roof/roof-kit-mapping';
import type { OrderStatus } from './order-status';
import type { OrderLineChange } from './order-line-changes';

/**
 * An order as both transports return it: the spec's field names (portal.md §3 Cart / Order),
 * money as decimal numbers with two decimals in the order's currency, plus exact cents.
 */
export interface PricedLine {
  /** Per unit (one copy, or one part), tier applied. */
  price: number;
  priceCents: number;
  /** price × copies (screens, roofs) or × quantity (parts). */
  totalCents: number;
  breakdown: BreakdownLine[];
  adjustments: string[];
  alerts: PricingAlert[];
  /** Why this line cannot be submitted ('Screen 1: Price group not found for item: …'), or null. */
  problem: string | null;
}

export interface OrderScreenLine extends PricedLine {
  screenId: string;
  screenName: string;
  details: string;
  config: TScreenConfig;
  mappedScrKits: MappedScrKits;
}

export interface OrderRoofLine extends PricedLine {
  roofId: string;
  roofName: string;
  config: TRoofConfig;
  mappedRfKits: MappedRoofKit[];
}

export interface OrderPartLine extends PricedLine {
  partId: string;
  /** The item ordered (portal.md §3 Part line). */
  id: string;
  number: string;
  displayName: string;
  displayName2: string | null;
  quantity: number;
  itemCategoryCode: string;
  attributes: { attributeName: string; attributeValues: string }[];
  family: string | null;
  options: Record<string, string>;
  /** The line as the dealer chose it (family and options, or an item number): what a later save compares. */
  config: TPartConfig;
}

export interface OrderTransition {
  at: string;
  by: string;
  from: OrderStatus | null;
  to: OrderStatus;
  reason: string | null;
  /** An administrator's changes to a submitted order's lines (from = to); empty for a status change. */
  changes: OrderLineChange[];
}

export interface OrderView {
  _id: string;
  orderName: string;
  orderNumber: string;
  salesOrderNumber: string | null;
  status: OrderStatus;
  transfer: boolean;
  sender: string | null;
  receiver: string | null;
  senderName: string | null;
  receiverName: string | null;
  extraDetails: string;
  quoteId: string[];
  shippingAgent: string | null;
  trackingNumber: string | null;
  /** A working tracking link, or the agent's contact note (trackingFor). */
  tracking: { url: string } | { note: string } | null;
  shippingDate: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every write: a save naming an older version is refused (the order changed since it was loaded). */
  version: number;
  /** The owner's user id; null once the account is deleted (the order and its userDetails stay). */
  user: string | null;
  /** Frozen when the order is created: the currency never changes afterwards. */
  userDetails: {
    userName: string;
    email: string;
    bc_customer_id: string | null;
    bc_customer_displayName: string | null;
    bc_customer_priceGroup: PriceGroup;
    bc_customer_tierRate: number;
  };
  screens: OrderScreenLine[];
  roofs: OrderRoofLine[];
  parts: OrderPartLine[];
  adjustments: { _id: string; createdAt: string; status: string }[];
  totals: { partsTotal: number; screensTotal: number; roofsTotal: number; totalPrice: number };
  totalsCents: { partsTotal: number; screensTotal: number; roofsTotal: number; totalPrice: number };
  history: OrderTransition[];
}

/** A row of the order lists is the whole order: rows expand to show every line with its price. */
export type OrderListRow = OrderView;

export interface OrderList {
  items: OrderListRow[];
  total: number;
  offset: number;
  limit: number;
}
