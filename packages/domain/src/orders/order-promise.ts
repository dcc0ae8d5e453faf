import { z } from 'zod';
import type { OrderLineChange } from './order-line-changes';
import { orderMessages, ZPromisedShipDate } from './order-schemas';

export const promiseMessages = {
  reason: 'A change of the promised ship date needs a reason (3 characters or more)',
} as const;

/** PATCH /api/admin/orders/{id}: change an approved order's promise (a reason is always needed: it goes to the history and the dealer). */
export const ZChangePromiseInput = z.object({
  id: z.uuid({ error: orderMessages.invalidId }),
  promisedShipDate: ZPromisedShipDate,
  reason: z.string({ error: promiseMessages.reason }).trim().min(3, promiseMessages.reason).max(1000, 'Reason is too long (1000 characters max)'),
});
export type TChangePromise = z.output<typeof ZChangePromiseInput>;

/** The history's entry for a new promise. */
export const promiseChange = (before: string | null, after: string): OrderLineChange => ({ line: 'Promised ship date', before, after });

/** Whether the new promise is later than the old one (the dealer is told), or the first. */
export const movesLater = (before: string | null, after: string) => before === null || after > before;

/** Whether the order is late on `today`: promised before it and not shipped (an approved order). */
export const isLate = (status: string, promisedShipDate: string | null, today: string) =>
  status === 'APPROVED' && promisedShipDate !== null && promisedShipDate < today;
