import { Text } from '@mantine/core';

export const retailPriceNote = 'Retail prices show in the cart';

/**
 * Where a form shows the price it computes, for a salesperson (issue 32): the browser has no
 * prices to compute theirs from; the cart shows the server's retail prices.
 */
export function RetailPriceNote() {
  return (
    <Text size="sm" c="dimmed">
      {retailPriceNote}
    </Text>
  );
}
