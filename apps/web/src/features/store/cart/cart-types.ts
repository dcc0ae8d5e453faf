import type { OrderStatus } from '@portal/domain/orders/order-status';
import type { TScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import type { TRoofConfigInput } from '@portal/domain/configuration/roof/roof-config';
import type { PriceGroup } from '@portal/domain/customers/customer';

/** The part line as the Parts tab sends it (ZPartConfig input). */
export interface CartPartConfig {
  family?: string;
  itemNo?: string;
  options: Record<string, string>;
  quantity: number;
}

/**
 * Cart lines keep the configuration the form produced and, for lines that came from a stored
 * order, the original configuration: the expanded row shows edited values in bold.
 */
export interface CartScreen {
  screenId: string;
  screenName: string;
  details: string;
  config: TScreenConfig;
  original?: TScreenConfig;
  /** The line's total as the stored order holds it (its price when it was placed). */
  storedTotalCents?: number;
}

export interface CartRoof {
  roofId: string;
  config: TRoofConfigInput;
  original?: TRoofConfigInput;
  storedTotalCents?: number;
}

export interface CartPart {
  partId: string;
  config: CartPartConfig;
  original?: CartPartConfig;
  storedTotalCents?: number;
}

/** localStorage 'cartInfo' (spec §3). */
export interface CartInfo {
  screens: CartScreen[];
  roofs: CartRoof[];
  parts: CartPart[];
  extraDetails: string;
}

/**
 * localStorage 'orderInfo' (spec §3): the stored order the cart was loaded from, or a new cart
 * (status IN_CART, no _id). It is a draft of work in progress, never the truth about the stored
 * order: the store reloads the server's order before showing or offering anything. The owner's
 * price group and tier price a loaded order, so an administrator sees the dealer's prices.
 */
export interface OrderInfo {
  _id: string | null;
  /** The server's version when the order was loaded: a save naming an older one is refused. */
  version: number | null;
  /** The cart holds changes not saved to the order (or lines of a cart never saved). */
  dirty: boolean;
  ownerId: string | null;
  ownerName: string | null;
  /** The ERP customer of the order: its team. */
  customerId: string | null;
  quoteIds: string[];
  status: OrderStatus;
  /** The portal order number (P-000123) the server gave at the first save; null for a cart never saved. */
  portalNumber: string | null;
  orderName: string;
  orderNumber: string;
  transfer: boolean;
  sender: string | null;
  receiver: string | null;
  owner: { priceGroup: PriceGroup; tierRate: number } | null;
}

export const emptyCart: CartInfo = { screens: [], roofs: [], parts: [], extraDetails: '' };
export const newOrderInfo: OrderInfo = {
  _id: null,
  version: null,
  dirty: false,
  ownerId: null,
  ownerName: null,
  customerId: null,
  quoteIds: [],
  status: 'IN_CART',
  portalNumber: null,
  orderName: '',
  orderNumber: '',
  transfer: false,
  sender: null,
  receiver: null,
  owner: null,
};
