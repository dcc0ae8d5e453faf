import type { PortalUser } from '@portal/domain/accounts/user';

/** Spec §1: the dealer's display name and price tier followed by 'Portal'. */
export function headerTitle(user: Pick<PortalUser, 'bc_customer_displayName' | 'bc_customer_tierName'> | null): string {
  if (!user?.bc_customer_displayName) return 'Dealer Portal';
  const tier = user.bc_customer_tierName ? ` · ${user.bc_customer_tierName}` : '';
  return `${user.bc_customer_displayName}${tier} Portal`;
}
