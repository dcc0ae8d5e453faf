/** The element around the store's cart: the jumps below land on it. */
export const cartAnchorId = 'store-cart';

/**
 * Brings the cart into view and moves focus to it (issue 29): on a phone it sits under the whole
 * form, about 1,900 px down. Focus goes with the view, so a keyboard or screen-reader user is
 * where a sighted one looks.
 */
export function jumpToCart() {
  const cart = document.getElementById(cartAnchorId);
  if (!cart) return;
  cart.scrollIntoView({ block: 'start' });
  cart.focus({ preventScroll: true });
}
