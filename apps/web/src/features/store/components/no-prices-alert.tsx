import { Alert } from '@mantine/core';

interface Props {
  /** The signed-in account's price group; null when it has no ERP customer. */
  accountPriceGroup: string | null;
  /** True when the cart is an order loaded with its owner's price group (an admin viewing a dealer's order). */
  pricedByOwner: boolean;
  isAdmin: boolean;
}

/**
 * Prices come from the account's ERP customer (portal.md §1): an account without one sees why
 * nothing is priced and the server refuses to save, instead of prices it could never order at.
 */
export function NoPricesAlert({ accountPriceGroup, pricedByOwner, isAdmin }: Props) {
  if (accountPriceGroup || pricedByOwner) return null;
  return (
    <Alert color="yellow" mb="md" title="No prices for this account">
      Your account is not linked to a Business Central customer, so there are no prices for it and orders cannot be saved.{' '}
      {isAdmin ? 'Link it to a customer in Admin → Portal Users.' : 'Please contact us to have it linked.'}
    </Alert>
  );
}

/** Where a price would show, for an account without an ERP customer: why there is none (never a load that never ends). */
export function noPricesReason(isAdmin: boolean): string {
  return isAdmin
    ? 'No prices: your account is not linked to a Business Central customer. Link it in Admin → Portal Users, or open a dealer’s order.'
    : 'No prices: your account is not linked to a Business Central customer yet. Please contact us to have it linked.';
}
