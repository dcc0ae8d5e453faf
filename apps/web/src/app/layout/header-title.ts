import type { PortalUser } from '@portal/domain/accounts/user';

/** Spec §1: the dealer's display name and price tier followed by 'Portal'. */
export function headerTitle(user: Pick<PortalUser, 'bc_customer_displayName' | 'bc_customer_tierName'> | null): string {
  if (!user?.bc_customer_displayName) return 'Dealer Portal';
  const tier = user.bc_customer_tierName ? ` · ${user.bc_customer_tierName}` : '';
  return `${user.bc_customer_displayName}${tier} Portal`;
}

/** The title in two parts, so a phone can give the tier its own line: the dealer's name may be cut, 'Gold Portal' never. */
export function headerTitleParts(user: Pick<PortalUser, 'bc_customer_displayName' | 'bc_customer_tierName'> | null): { name: string | null; portal: string } {
  if (!user?.bc_customer_displayName) return { name: null, portal: 'Dealer Portal' };
  return { name: user.bc_customer_displayName, portal: `${user.bc_customer_tierName ? `${user.bc_customer_tierName} ` : ''}Portal` };
}
