import type { PortalUser } from './user';

/** An approved buyer of customer C100 with store access (tests); override any field. */
export const makePortalUser = (over: Partial<PortalUser> = {}): PortalUser => ({
  _id: 'dealer',
  fname: 'Dana',
  lname: 'Dealer',
  email: 'dana@example.com',
  location: '',
  isApproved: true,
  storeAccess: true,
  isAdmin: false,
  isSuperAdmin: false,
  isCorporation: false,
  canManagePricing: false,
  canManageData: false,
  teamRole: 'buyer',
  isTeamAdmin: false,
  active: true,
  bc_customer_id: 'C100',
  bc_customer_displayName: 'Dealer Co',
  bc_customer_tierName: null,
  bc_customer_priceGroup: 'USD',
  bc_customer_tierRate: 0,
  ...over,
});
