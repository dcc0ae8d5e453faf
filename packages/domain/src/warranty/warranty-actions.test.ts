import { describe, expect, it } from 'vitest';
import { assertCanFileWarrantyOn, canFileWarrantyOn, canUpdateWarranty, canViewWarranty, warrantyRelation } from './warranty-actions';
import type { OrderStatus } from '../orders/order-status';

const dealer = { userId: 'u1', isAdmin: false, customerId: 'C1' };
const teammate = { userId: 'u2', isAdmin: false, customerId: 'C1' };
const other = { userId: 'u3', isAdmin: false, customerId: 'C2' };
const admin = { userId: 'a1', isAdmin: true, customerId: 'C9' };
const request = { ownerId: 'u1', customerId: 'C1' };

describe('who may see, file and change warranty requests (portal.md §6)', () => {
  it('the owner, the team (same ERP customer) and administrators see a request; another customer does not', () => {
    expect([dealer, teammate, other, admin].map((v) => warrantyRelation(v, request))).toEqual(['owner', 'team', 'other', 'admin']);
    expect([dealer, teammate, other, admin].map((v) => canViewWarranty(v, request))).toEqual([true, true, false, true]);
    expect(canViewWarranty({ ...dealer, userId: 'u4', customerId: null }, { ownerId: null, customerId: null })).toBe(false);
  });

  it('a dealer files on an approved or shipped order of their own or their team; administrators do not file', () => {
    const on = (status: OrderStatus) => ({ ...request, status });
    expect(canFileWarrantyOn(dealer, on('APPROVED'))).toBe(true);
    expect(canFileWarrantyOn(teammate, on('Shipped'))).toBe(true);
    for (const status of ['DRAFT', 'IN_CART', 'SUBMITTED', 'REJECTED'] as const) expect(canFileWarrantyOn(dealer, on(status))).toBe(false);
    expect(canFileWarrantyOn(other, on('APPROVED'))).toBe(false);
    expect(canFileWarrantyOn(admin, on('APPROVED'))).toBe(false);
    expect(() => assertCanFileWarrantyOn(other, on('APPROVED'))).toThrow(expect.objectContaining({ code: 'NOT_FOUND', message: 'Order not found' }));
    expect(() => assertCanFileWarrantyOn(admin, on('APPROVED'))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => assertCanFileWarrantyOn(dealer, on('SUBMITTED'))).toThrow(
      expect.objectContaining({ code: 'CONFLICT', message: 'Warranty requests can be filed only on approved or shipped orders' }),
    );
  });

  it('only administrators change a request', () => {
    expect([dealer, teammate, other, admin].map(canUpdateWarranty)).toEqual([false, false, false, true]);
  });
});
