import type { OrderStatus } from '@portal/domain/orders/order-status';
import type { TScreenConfig } from '@portal/domain/pricing/screen/screen-config';
import type { TRoofConfigInput } from '@portal/domain/pricing/roof/roof-config';
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
}

export interface CartRoof {
  roofId: string;
  config: TRoofConfigInput;
  original?: TRoofConfigInput;
}

export interface CartPart {
  partId: string;
  config: CartPartConfig;
  original?: CartPartConfig;
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
 * (status IN_CART, no _id). The owner's price group and tier price a loaded order, so an
 * administrator sees the dealer's prices, not their own.
 */
export interface OrderInfo {
  _id: string | null;
  status: OrderStatus;
  orderName: string;
  orderNumber: string;
  transfer: boolean;
  sender: string | null;
  receiver: string | null;
  owner: { priceGroup: PriceGroup; tierRate: number } | null;
}

export const emptyCart: CartInfo = { screens: [], roofs: [], parts: [], extraDetails: '' };
export const newOrderInfo: OrderInfo = { _id: null, status: 'IN_CART', orderName: '', orderNumber: '', transfer: false, sender: null, receiver: null, owner: null };
