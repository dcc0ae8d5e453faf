import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import type { CartInfo } from './cart-types';

/** Why no line may be added (the cart holds the order's most), or null: the server would refuse the order on save. */
export function addLineRefusal(cart: CartInfo, maxLines: number): string | null {
  const lines = cart.screens.length + cart.roofs.length + cart.parts.length;
  return lines >= maxLines ? orderLimitMessages.lines(maxLines, lines) : null;
}
