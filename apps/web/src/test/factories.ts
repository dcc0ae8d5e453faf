import type { SignedInUser } from '@portal/domain/accounts/user';

let sequence = 0;

/** A signed-in dealer; override any field. */
export function makeUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    fname: 'Dana',
    lname: 'Dealer',
    email: `dealer${sequence}@example.com`,
    location: 'Springfield',
    isApproved: true,
    storeAccess: false,
    isAdmin: false,
    isSuperAdmin: false,
    isCorporation: false,
    canManagePricing: false,
    canManageData: false,
    teamRole: 'buyer',
    isTeamAdmin: false,
    active: true,
    bc_customer_id: 'C0001',
    bc_customer_displayName: 'Acme Screens',
    bc_customer_tierName: 'Gold',
    bc_customer_priceGroup: 'USD',
    bc_customer_tierRate: 0,
    token: makeToken(Date.now() / 1000 + 3600),
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with the given exp (seconds); the web never verifies it. */
export function makeToken(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user', exp })}.signature`;
}
