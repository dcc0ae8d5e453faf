import { notifications } from '@mantine/notifications';

const id = 'cart-item-added';

/**
 * 'Item added to cart' (portal.md §2). One notice at a time: another add while it shows starts it
 * again instead of stacking a second one over the page.
 */
export function showItemAdded() {
  notifications.hide(id);
  notifications.show({ id, color: 'green', message: 'Item added to cart' });
}
