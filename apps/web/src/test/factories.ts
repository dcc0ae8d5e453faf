import type { SignedInUser } from '@portal/domain/accounts/user';
import { makePortalUser } from '@portal/domain/accounts/user-test-kit';

let sequence = 0;

/** A signed-in dealer; override any field. */
export function makeUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  sequence += 1;
  return {
    ...makePortalUser({
      _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      email: `dealer${sequence}@example.com`,
      location: 'Springfield',
      storeAccess: false,
      bc_customer_id: 'C0001',
      bc_customer_displayName: 'Acme Screens',
      bc_customer_tierName: 'Gold',
    }),
    token: makeToken(Date.now() / 1000 + 3600),
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with the given exp (seconds); the web never verifies it. */
export function makeToken(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user', exp })}.signature`;
}
