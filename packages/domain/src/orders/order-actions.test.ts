import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { assertOrderAction, can, orderActions, type OrderAction, type OrderSubject, type OrderViewer } from './order-actions';
import { orderStatuses, type OrderStatus } from './order-status';

const dealer: OrderViewer = { userId: 'u-dealer', isAdmin: false, customerId: 'C1' };
const teammate: OrderViewer = { userId: 'u-mate', isAdmin: false, customerId: 'C1' };
const stranger: OrderViewer = { userId: 'u-other', isAdmin: false, customerId: 'C2' };
const admin: OrderViewer = { userId: 'u-admin', isAdmin: true, customerId: null };
const viewers = { owner: dealer, team: teammate, other: stranger, admin } as const;

const order = (status: OrderStatus, extra: Partial<OrderSubject> = {}): OrderSubject => ({
  status,
  stored: true,
  ownerId: dealer.userId,
  customerId: 'C1',
  quoteIds: [],
  ...extra,
});

const changes: OrderStatus[] = ['IN_CART', 'DRAFT'];
/** The expected table, written out (not derived): who may do what in which status of a stored order. */
const expected: Record<keyof typeof viewers, Partial<Record<OrderAction, OrderStatus[]>>> = {
  owner: {
    edit: changes,
    copy: changes,
    removeLines: changes,
    save: changes,
    submit: changes,
    continue: changes,
    delete: ['DRAFT', 'REJECTED'],
    createAdjustment: ['APPROVED', 'Shipped'],
    copyOrder: [...orderStatuses],
  },
  team: { createAdjustment: ['APPROVED', 'Shipped'], copyOrder: [...orderStatuses] },
  other: {},
  admin: {
    edit: [...changes, 'SUBMITTED'],
    copy: [...changes, 'SUBMITTED'],
    removeLines: [...changes, 'SUBMITTED'],
    save: [...changes, 'SUBMITTED'],
    submit: changes,
    continue: [...changes, 'SUBMITTED'],
    approve: ['SUBMITTED'],
    reject: ['SUBMITTED'],
    ship: ['APPROVED'],
    export: ['SUBMITTED', 'APPROVED'],
    delete: ['DRAFT', 'REJECTED'],
    createAdjustment: ['APPROVED', 'Shipped'],
    copyOrder: [...orderStatuses],
    promise: ['APPROVED'],
    produce: ['APPROVED'],
  },
};

const outcome = (action: OrderAction, viewer: OrderViewer, subject: OrderSubject) => {
  try {
    assertOrderAction(action, viewer, subject);
    return 'allowed';
  } catch (e) {
    return e instanceof DomainError ? e.code : 'crash';
  }
};

describe('order actions: every status × viewer × action', () => {
  for (const [relation, viewer] of Object.entries(viewers) as [keyof typeof viewers, OrderViewer][]) {
    it(`${relation}`, () => {
      for (const status of orderStatuses) {
        for (const action of orderActions) {
          const allowed = (expected[relation][action] ?? []).includes(status);
          expect(can(action, viewer, order(status)), `${relation} ${action} on ${status}`).toBe(allowed);
          // The server refuses exactly what the screens do not offer.
          expect(outcome(action, viewer, order(status)) === 'allowed', `${relation} ${action} on ${status} (server)`).toBe(allowed);
        }
      }
    });
  }

  it('a cart never saved belongs to whoever holds it: change, save and submit, nothing that needs a stored order', () => {
    const cart: OrderSubject = { status: 'IN_CART', stored: false, ownerId: null, customerId: null };
    for (const viewer of [dealer, admin]) {
      const allowed = orderActions.filter((a) => can(a, viewer, cart));
      expect(allowed).toEqual(['edit', 'copy', 'removeLines', 'continue', 'save', 'submit']);
    }
  });

  it('an approved order with quote ids cannot be shipped from the portal', () => {
    expect(can('ship', admin, order('APPROVED', { quoteIds: ['Q-1'] }))).toBe(false);
    expect(outcome('ship', admin, order('APPROVED', { quoteIds: ['Q-1'] }))).toBe('CONFLICT');
  });

  it('refusals say why: 404 to strangers, 403 when another role could, 409 when nobody could', () => {
    expect(outcome('save', stranger, order('DRAFT'))).toBe('NOT_FOUND');
    expect(outcome('delete', stranger, order('DRAFT'))).toBe('NOT_FOUND');
    expect(outcome('save', teammate, order('DRAFT'))).toBe('FORBIDDEN');
    expect(outcome('delete', teammate, order('DRAFT'))).toBe('FORBIDDEN');
    expect(outcome('save', dealer, order('SUBMITTED'))).toBe('CONFLICT');
    expect(outcome('approve', dealer, order('SUBMITTED'))).toBe('FORBIDDEN');
    expect(outcome('approve', dealer, order('DRAFT'))).toBe('FORBIDDEN');
    expect(outcome('approve', admin, order('DRAFT'))).toBe('CONFLICT');
    expect(outcome('reject', dealer, order('SUBMITTED'))).toBe('FORBIDDEN');
    expect(outcome('save', dealer, order('Shipped'))).toBe('CONFLICT');
    expect(outcome('save', admin, order('APPROVED'))).toBe('CONFLICT');
    expect(outcome('reject', admin, order('APPROVED'))).toBe('CONFLICT');
    expect(outcome('delete', dealer, order('SUBMITTED'))).toBe('CONFLICT');
    expect(() => assertOrderAction('delete', dealer, order('Shipped'))).toThrow('Only Draft or Rejected orders can be deleted.');
    expect(() => assertOrderAction('save', dealer, order('SUBMITTED'))).toThrow('A submitted order can no longer be changed by the dealer');
  });
});

describe('roles inside a team (issue 32)', () => {
  const sales: OrderViewer = { ...dealer, teamRole: 'sales' };
  const teamAdmin: OrderViewer = { ...teammate, isTeamAdmin: true };

  it('a salesperson saves and edits an open order but never submits it, and files no adjustment; the refusal says who does', () => {
    expect(can('save', sales, order('DRAFT'))).toBe(true);
    expect(can('submit', sales, order('DRAFT'))).toBe(false);
    expect(can('createAdjustment', sales, order('APPROVED'))).toBe(false);
    expect(() => assertOrderAction('submit', sales, order('DRAFT'))).toThrow('A salesperson saves the order; a buyer or the team administrator submits it');
    expect(outcome('submit', sales, order('DRAFT'))).toBe('FORBIDDEN');
  });

  it("only the team's administrators decide on an order awaiting dealer approval; portal administrators read it but do not decide", () => {
    const waiting = order('AWAITING_DEALER_APPROVAL');
    expect(can('dealerApprove', teamAdmin, waiting)).toBe(true);
    expect(can('dealerApprove', { ...dealer, isTeamAdmin: true }, waiting)).toBe(true);
    expect(can('dealerApprove', teammate, waiting)).toBe(false);
    expect(outcome('dealerApprove', teammate, waiting)).toBe('FORBIDDEN');
    expect(can('dealerApprove', admin, waiting)).toBe(false);
    expect(outcome('dealerApprove', admin, waiting)).toBe('FORBIDDEN');
    expect(can('dealerApprove', { ...stranger, isTeamAdmin: true }, waiting)).toBe(false);
    expect(outcome('dealerApprove', { ...stranger, isTeamAdmin: true }, waiting)).toBe('NOT_FOUND');
    expect(can('dealerApprove', teamAdmin, order('SUBMITTED'))).toBe(false);
    expect(outcome('dealerApprove', teamAdmin, order('SUBMITTED'))).toBe('CONFLICT');
    // Nobody changes a waiting order meanwhile: not its buyer, not an administrator.
    expect(can('save', dealer, waiting) || can('save', admin, waiting) || can('approve', admin, waiting)).toBe(false);
  });
});
