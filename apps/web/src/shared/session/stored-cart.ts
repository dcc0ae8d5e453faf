/** Spec §3: the cart and the order it belongs to live in browser storage under these keys. */
export const cartKey = 'cartInfo';
export const orderKey = 'orderInfo';

/**
 * Drops the browser's copy of an order changed outside the store (shipped from the order list),
 * as §4 clears the cart after every other processing step. Another order's cart is left alone.
 */
export function forgetStoredOrder(orderId: string): void {
  try {
    const order: unknown = JSON.parse(localStorage.getItem(orderKey) ?? 'null');
    if (order && typeof order === 'object' && (order as { _id?: unknown })._id === orderId) {
      localStorage.removeItem(cartKey);
      localStorage.removeItem(orderKey);
    }
  } catch {
    // An unreadable copy is no copy.
  }
}
