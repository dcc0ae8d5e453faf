import { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { orderMessages } from './order-schemas';

/** Where an approved order's line is on the shop floor (issue 32), in the order it gets there. */
export const productionStatuses = ['Confirmed', 'In production', 'Ready', 'Shipped'] as const;
export type ProductionStatus = (typeof productionStatuses)[number];

/** A line's production status as the order keeps it: since when. */
export interface LineProduction {
  status: ProductionStatus;
  /** ISO 8601 instant. */
  at: string;
}

export const productionMessages = {
  status: `productionStatus must be one of ${productionStatuses.join(', ')}`,
  reasonBack: 'Moving a line back needs a reason (3 characters or more)',
  same: (status: ProductionStatus) => `This line is already ${status}`,
  line: 'This order has no such line',
} as const;

const reason = z.string().trim().max(1000, 'Reason is too long (1000 characters max)');

/** PATCH /api/admin/orders/{id}/lines/{lineId}: move one line (administrators; back needs a reason). */
export const ZSetLineProductionInput = z.object({
  id: z.uuid({ error: orderMessages.invalidId }),
  lineId: z.string().trim().min(1, productionMessages.line).max(100, productionMessages.line),
  productionStatus: z.enum(productionStatuses, { error: productionMessages.status }),
  reason: reason.optional(),
});
export type TSetLineProduction = z.output<typeof ZSetLineProductionInput>;

/** Whether `to` comes before `from` on the way to shipment. */
export const movesBack = (from: ProductionStatus, to: ProductionStatus) => productionStatuses.indexOf(to) < productionStatuses.indexOf(from);

/** Refuses a move that changes nothing, or a move back without a reason (the field named). */
export function assertProductionMove(from: ProductionStatus, to: ProductionStatus, why: string | undefined): void {
  if (from === to) throw new DomainError('CONFLICT', productionMessages.same(to));
  if (movesBack(from, to) && (why ?? '').length < 3) {
    throw new DomainError('BAD_INPUT', productionMessages.reasonBack, { reason: productionMessages.reasonBack });
  }
}

/** Every line Confirmed at approval. */
export function confirmedLines(lineIds: readonly string[], at: string): Record<string, LineProduction> {
  return Object.fromEntries(lineIds.map((id) => [id, { status: 'Confirmed', at }]));
}
