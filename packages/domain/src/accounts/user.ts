/** The user as the spec's clients know it (portal.md §3 User); `_id` is a string. */
export interface PortalUser {
  _id: string;
  fname: string;
  lname: string;
  email: string;
  location: string;
  isApproved: boolean;
  storeAccess: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isCorporation: boolean;
  /** Pricing page permission as stored (super admins pass the check whatever it holds). */
  canManagePricing: boolean;
  /** Data Management page permission as stored (super admins pass the check whatever it holds). */
  canManageData: boolean;
  bc_customer_id: string | null;
  bc_customer_displayName: string | null;
  bc_customer_tierName: string | null;
  bc_customer_priceGroup: 'USD' | 'CAD' | null;
  bc_customer_tierRate: number;
}

/** What sign-in returns: the user plus the bearer token. */
export interface SignedInUser extends PortalUser {
  token: string;
}

export function fullName(user: Pick<PortalUser, 'fname' | 'lname'>): string {
  return `${user.fname} ${user.lname}`.trim();
}
