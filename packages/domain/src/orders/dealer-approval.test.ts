import { describe, expect, it } from 'vitest';
import { needsDealerApproval, ZDealerApprovalInput } from './dealer-approval';

const buyer = { isTeamAdmin: false, isAdmin: false };
const id = '10000000-0000-4000-8000-000000000001';

describe('spending approval (issue 32)', () => {
  it("holds a buyer's order above the team's amount in its currency, not at it, not without one", () => {
    const limits = { USD: 500_000, CAD: null };
    expect(needsDealerApproval(500_001, 'USD', limits, buyer)).toBe(true);
    expect(needsDealerApproval(500_000, 'USD', limits, buyer)).toBe(false);
    expect(needsDealerApproval(9_999_999, 'CAD', limits, buyer)).toBe(false);
  });

  it("lets a team administrator's and a portal administrator's orders through", () => {
    const limits = { USD: 0, CAD: 0 };
    expect(needsDealerApproval(1, 'USD', limits, { isTeamAdmin: true, isAdmin: false })).toBe(false);
    expect(needsDealerApproval(1, 'CAD', limits, { isTeamAdmin: false, isAdmin: true })).toBe(false);
  });

  it('sends back only with a reason of 3 characters or more, naming the field', () => {
    const refused = ZDealerApprovalInput.safeParse({ id, decision: 'return', reason: ' no ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reason', 'Sending an order back needs a reason (3 characters or more)'],
    ]);
    expect(ZDealerApprovalInput.safeParse({ id, decision: 'approve' }).success).toBe(true);
    expect(ZDealerApprovalInput.safeParse({ id, decision: 'maybe' }).error?.issues[0]?.message).toBe("decision must be 'approve' or 'return'");
  });
});
