import { z } from 'zod';
import type { PriceGroup } from '../customers/customer';
import { orderMessages } from './order-schemas';

export const dealerApprovalMessages = {
  decision: "decision must be 'approve' or 'return'",
  reason: 'Sending an order back needs a reason (3 characters or more)',
} as const;

/** The decision as the request body holds it. */
export const ZDealerApprovalBody = z
  .object({
    decision: z.enum(['approve', 'return'], { error: dealerApprovalMessages.decision }),
    reason: z.string({ error: dealerApprovalMessages.reason }).trim().max(1000, 'Reason is too long (1000 characters max)').optional(),
  })
  .meta({ id: 'DealerApprovalDecision', description: "The team administrator's decision: approve, or return with a reason" });

/** POST /api/orders/{id}/dealer-approval (issue 32): the team's administrator approves a waiting order or sends it back with a reason. */
export const ZDealerApprovalInput = ZDealerApprovalBody.extend({ id: z.uuid({ error: orderMessages.invalidId }) }).superRefine((v, ctx) => {
  if (v.decision === 'return' && (v.reason ?? '').length < 3) ctx.addIssue({ code: 'custom', path: ['reason'], message: dealerApprovalMessages.reason });
});
export type TDealerApproval = z.output<typeof ZDealerApprovalInput>;

/** A team's spending approval per currency, in cents; null: none. */
export type ApprovalLimits = Record<PriceGroup, number | null>;

/**
 * Whether a submission waits for the team's administrator: a buyer's order whose total is above
 * the team's amount in its currency. A team administrator's own order, and an order a portal
 * administrator places, go straight to the manufacturer.
 */
export function needsDealerApproval(
  totalCents: number,
  currency: PriceGroup,
  limits: ApprovalLimits,
  submitter: { isTeamAdmin: boolean; isAdmin: boolean },
): boolean {
  const limit = limits[currency];
  return limit !== null && totalCents > limit && !submitter.isTeamAdmin && !submitter.isAdmin;
}
