import { Button, Group, Paper, Text } from '@mantine/core';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { formatMoney } from '@portal/domain/money/money';
import type { CartInfo } from '../cart/cart-types';
import { jumpToCart } from '../cart/jump-to-cart';
import type { ShownPrices } from '../cart/shown-prices';

interface Props {
  cart: CartInfo;
  prices: ShownPrices;
  priceGroup: PriceGroup;
  /** Continue, as the cart offers it: absent when the cart has none, disabled when the cart's is. */
  onContinue: (() => void) | null;
  continueDisabled: boolean;
}

/**
 * Below 960 px the cart sits under the whole form (issue 29): this summary stays at the bottom of
 * the screen with the number of lines, the total, a jump to the cart and Continue. It is sticky, not
 * fixed, so at the end of the page it rests under the cart instead of covering the footer.
 */
export function CartSummaryBar({ cart, prices, priceGroup, onContinue, continueDisabled }: Props) {
  const lines = cart.screens.length + cart.roofs.length + cart.parts.length;
  const total = prices.totals ? formatMoney(prices.totals.totalPrice, priceGroup) : '—';
  return (
    <Paper
      component="section"
      aria-label="Cart summary"
      hiddenFrom="md"
      withBorder
      shadow="md"
      px="sm"
      py="xs"
      mt="md"
      style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="cart-summary">
          {lines === 1 ? '1 line' : `${lines} lines`} · {total}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="sm" variant="default" onClick={jumpToCart}>
            View cart
          </Button>
          {onContinue && (
            <Button size="sm" onClick={onContinue} disabled={continueDisabled}>
              Continue
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
