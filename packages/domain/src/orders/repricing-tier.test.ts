import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-status';
import { repricingTierRate, savedOrderFollowsOwnerTier } from './repricing-tier';

const order = { customerId: 'C100', tierRateBp: 8500 };

describe('the tier a saved order is priced at again (issue 28)', () => {
  it("is the owner's tier of today while the owner is still the order's customer", () => {
    expect(repricingTierRate(order, { bc_customer_id: 'C100', bc_customer_tierRate: 0.9 })).toBe(0.9);
    expect(repricingTierRate(order, { bc_customer_id: 'C100', bc_customer_tierRate: 0 })).toBe(0);
  });

  it('is the tier frozen on the order when the owner moved to another customer, has none, or is not read', () => {
    expect(repricingTierRate(order, { bc_customer_id: 'C200', bc_customer_tierRate: 0.9 })).toBe(0.85);
    expect(repricingTierRate(order, { bc_customer_id: null, bc_customer_tierRate: 0.9 })).toBe(0.85);
    expect(repricingTierRate(order, undefined)).toBe(0.85);
    expect(repricingTierRate({ customerId: 'C100', tierRateBp: 0 }, undefined)).toBe(0);
  });

  it('is followed from the owner only while the order is not submitted yet', () => {
    expect(orderStatuses.filter(savedOrderFollowsOwnerTier)).toEqual(['DRAFT', 'IN_CART']);
  });
});
