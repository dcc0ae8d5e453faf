import { describe, expect, it } from 'vitest';
import type { OrderViewer } from '@portal/domain/orders/order-actions';
import { makeOrder } from '../../../test/order-factory';
import { newOrderInfo, type OrderInfo } from './cart-types';
import { reconcileOrder } from './reconcile-order';

const dealer: OrderViewer = { userId: 'u-owner', isAdmin: false, customerId: 'C0001' };
const server = (overrides = {}) => makeOrder({ _id: '00000000-0000-4000-8000-00000000000a', user: 'u-owner', status: 'DRAFT', version: 3, ...overrides });
const local = (overrides: Partial<OrderInfo> = {}): OrderInfo => ({
  ...newOrderInfo,
  _id: '00000000-0000-4000-8000-00000000000a',
  status: 'DRAFT',
  version: 3,
  ownerId: 'u-owner',
  customerId: 'C0001',
  ...overrides,
});

describe("the store's copy of an order against the server's", () => {
  it("nothing unsaved, or another order: the server's order is shown", () => {
    expect(reconcileOrder(local(), server({ status: 'APPROVED', version: 5 }), dealer)).toEqual({ kind: 'replace', lost: false });
    expect(reconcileOrder(local({ _id: null, dirty: true }), server(), dealer)).toEqual({ kind: 'replace', lost: false });
  });

  it('unsaved changes to the version on the server are kept', () => {
    expect(reconcileOrder(local({ dirty: true }), server(), dealer)).toEqual({ kind: 'keep' });
  });

  it('unsaved changes to an older version are kept but marked stale', () => {
    expect(reconcileOrder(local({ dirty: true, version: 2 }), server(), dealer)).toEqual({ kind: 'stale' });
  });

  it('an order the viewer may no longer change (submitted, approved meanwhile) replaces the unsaved copy, and says so', () => {
    expect(reconcileOrder(local({ dirty: true }), server({ status: 'SUBMITTED', version: 4 }), dealer)).toEqual({ kind: 'replace', lost: true });
  });
});
