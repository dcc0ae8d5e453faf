import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { assertMayDeleteAdjustment, assertMayUseAdjustments, issueNotFound, seatOf } from './adjustment-access';
import { adjustmentMessages } from './adjustment-messages';

const dealer = (id: string, customer: string | null) => ({ _id: id, isAdmin: false, bc_customer_id: customer });
const admin = { _id: 'admin', isAdmin: true, bc_customer_id: null };
const adjustment = { ownerId: 'owner', customerId: 'C100' };
/** Refused with this kind of DomainError. */
const refusedAs = (code: DomainError['code']) => expect.objectContaining({ name: DomainError.name, code });

describe('who may act on an adjustment (issue 28)', () => {
  const buyer = { teamRole: 'buyer', isTeamAdmin: false } as const;
  it('needs store access, except for administrators', () => {
    expect(() => assertMayUseAdjustments({ ...buyer, isAdmin: false, storeAccess: false })).toThrow(refusedAs('FORBIDDEN'));
    expect(() => assertMayUseAdjustments({ ...buyer, isAdmin: false, storeAccess: true })).not.toThrow();
    expect(() => assertMayUseAdjustments({ ...buyer, isAdmin: true, storeAccess: false })).not.toThrow();
  });

  it("refuses a salesperson (issue 32: a reorder's prices are the dealer's), not their team's administrator", () => {
    expect(() => assertMayUseAdjustments({ teamRole: 'sales', isTeamAdmin: false, isAdmin: false, storeAccess: true })).toThrow(adjustmentMessages.salesperson);
    expect(() => assertMayUseAdjustments({ teamRole: 'sales', isTeamAdmin: true, isAdmin: false, storeAccess: true })).not.toThrow();
  });

  it('seats administrators as reviewers, the owner and their team as requesters; anyone else hears 404', () => {
    expect(seatOf(admin, adjustment)).toEqual({ role: 'reviewer', isOwner: false });
    expect(seatOf(admin, { ...adjustment, ownerId: 'admin' })).toEqual({ role: 'reviewer', isOwner: true });
    expect(seatOf(dealer('owner', 'C200'), adjustment)).toEqual({ role: 'requester', isOwner: true });
    expect(seatOf(dealer('mate', 'C100'), adjustment)).toEqual({ role: 'requester', isOwner: false });
    expect(() => seatOf(dealer('other', 'C200'), adjustment)).toThrow(adjustmentMessages.notFound);
    expect(() => seatOf(dealer('other', null), { ...adjustment, ownerId: null })).toThrow(adjustmentMessages.notFound);
    expect(() => seatOf(dealer('other', 'C200'), adjustment, issueNotFound)).toThrow(adjustmentMessages.issueNotFound);
  });
});

describe('who may delete an adjustment (issue 28)', () => {
  it('its owner while they hold it; their team and reviewers never (403); nobody once it is under review (409)', () => {
    const owner = { role: 'requester', isOwner: true } as const;
    expect(() => assertMayDeleteAdjustment({ status: 'Draft' }, owner)).not.toThrow();
    expect(() => assertMayDeleteAdjustment({ status: 'Awaiting_Requester' }, owner)).not.toThrow();
    expect(() => assertMayDeleteAdjustment({ status: 'Awaiting_Reviewer' }, owner)).toThrow(refusedAs('CONFLICT'));
    expect(() => assertMayDeleteAdjustment({ status: 'Draft' }, { role: 'requester', isOwner: false })).toThrow(adjustmentMessages.deleteOwnerOnly);
    expect(() => assertMayDeleteAdjustment({ status: 'Draft' }, { role: 'reviewer', isOwner: true })).toThrow(adjustmentMessages.requesterOnly);
  });
});
