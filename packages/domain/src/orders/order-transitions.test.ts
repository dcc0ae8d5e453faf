import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { orderStatuses, type OrderStatus } from './order-status';
import { assertCanDelete, assertCanReject, assertCanShip, statusAfterSave } from './order-transitions';

const refused = (fn: () => unknown) => {
  try {
    fn();
    return 'allowed';
  } catch (e) {
    return e instanceof DomainError ? e.code : 'crash';
  }
};

describe('order transitions (portal.md §4)', () => {
  it('dealer: save → DRAFT, submit → SUBMITTED from new, DRAFT and IN_CART', () => {
    for (const from of [null, 'DRAFT', 'IN_CART'] as const) {
      expect(statusAfterSave(from, 'dealer', 'DRAFT')).toBe('DRAFT');
      expect(statusAfterSave(from, 'dealer', 'SUBMITTED')).toBe('SUBMITTED');
      expect(refused(() => statusAfterSave(from, 'admin', 'APPROVED'))).toBe('CONFLICT');
    }
  });

  it('dealer: nothing once submitted or later', () => {
    for (const from of ['SUBMITTED', 'APPROVED', 'REJECTED', 'Shipped'] as const) {
      expect(refused(() => statusAfterSave(from, 'dealer', 'DRAFT'))).toBe('CONFLICT');
      expect(refused(() => statusAfterSave(from, 'dealer', 'SUBMITTED'))).toBe('CONFLICT');
    }
  });

  it('admin on SUBMITTED: save keeps SUBMITTED, approve gives APPROVED', () => {
    expect(statusAfterSave('SUBMITTED', 'admin', 'SUBMITTED')).toBe('SUBMITTED');
    expect(statusAfterSave('SUBMITTED', 'admin', 'APPROVED')).toBe('APPROVED');
    expect(refused(() => statusAfterSave('SUBMITTED', 'admin', 'DRAFT'))).toBe('CONFLICT');
    for (const from of ['APPROVED', 'REJECTED', 'Shipped'] as const) {
      expect(refused(() => statusAfterSave(from, 'admin', 'APPROVED'))).toBe('CONFLICT');
    }
  });

  it('reject only SUBMITTED, by an admin', () => {
    expect(refused(() => assertCanReject('SUBMITTED', 'admin'))).toBe('allowed');
    expect(refused(() => assertCanReject('SUBMITTED', 'dealer'))).toBe('FORBIDDEN');
    for (const s of orderStatuses.filter((s) => s !== 'SUBMITTED')) expect(refused(() => assertCanReject(s, 'admin'))).toBe('CONFLICT');
  });

  it('ship only APPROVED without quote ids, by an admin', () => {
    expect(refused(() => assertCanShip('APPROVED', 'admin', []))).toBe('allowed');
    expect(refused(() => assertCanShip('APPROVED', 'admin', ['Q-1']))).toBe('CONFLICT');
    expect(refused(() => assertCanShip('APPROVED', 'dealer', []))).toBe('FORBIDDEN');
    for (const s of orderStatuses.filter((s) => s !== 'APPROVED')) expect(refused(() => assertCanShip(s, 'admin', []))).toBe('CONFLICT');
  });

  it('delete only DRAFT or REJECTED', () => {
    const allowed = orderStatuses.filter((s: OrderStatus) => refused(() => assertCanDelete(s)) === 'allowed');
    expect(allowed).toEqual(['DRAFT', 'REJECTED']);
  });
});
