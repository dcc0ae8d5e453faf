import { describe, expect, it } from 'vitest';
import { accessRefusal } from './roles';
import type { PortalUser } from './user';
import { makePortalUser } from './user-test-kit';

const account = (flags: Partial<PortalUser>) => makePortalUser({ storeAccess: false, ...flags });

describe("who reads the team's orders (issue 32: the teamOrders level)", () => {
  it("lets a team's viewer through without store access, and no one else without it", () => {
    expect(accessRefusal(account({ teamRole: 'viewer' }), 'teamOrders')).toBeUndefined();
    expect(accessRefusal(account({ teamRole: 'viewer' }), 'store')).toBe('Your account has no store access');
    expect(accessRefusal(account({ teamRole: 'buyer' }), 'teamOrders')).toBe('Your account has no store access');
    expect(accessRefusal(account({ teamRole: 'viewer', bc_customer_id: null }), 'teamOrders')).toBe('Your account has no store access');
    expect(accessRefusal(account({ teamRole: 'viewer', isApproved: false }), 'teamOrders')).toBe('Your account is pending approval');
    expect(accessRefusal(account({ teamRole: 'viewer', active: false }), 'teamOrders')).toBeDefined();
    expect(accessRefusal(account({ teamRole: 'sales', storeAccess: true }), 'teamOrders')).toBeUndefined();
  });
});
