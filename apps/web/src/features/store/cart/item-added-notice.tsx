import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { jumpToCart } from './jump-to-cart';

const id = 'cart-item-added';

/**
 * 'Item added to cart' (portal.md §2). One notice at a time: another add while it shows starts it
 * again instead of stacking a second one over the page. Below 960 px, where the cart sits under the
 * form, it offers the jump there (issue 29).
 */
export function showItemAdded() {
  notifications.hide(id);
  notifications.show({
    id,
    color: 'green',
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Item added to cart</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="green"
          hiddenFrom="md"
          onClick={() => {
            notifications.hide(id);
            jumpToCart();
          }}
        >
          View cart
        </Button>
      </Group>
    ),
  });
}
