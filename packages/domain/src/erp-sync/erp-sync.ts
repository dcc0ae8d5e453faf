import { z } from 'zod';
import type { OrderStatus } from '../orders/order-status';
import { DomainError } from '../errors/domain-error';

/**
 * Where an order stands with the ERP (issue 30). `not-sent`: no sales order is due (never
 * approved, or approved before the portal wrote sales orders); `queued`: the job will send it (and
 * keeps trying while the ERP is away); `sent`: the ERP holds it as `salesOrderNumber`; `failed`:
 * the ERP refused the data; an administrator reads why and retries once it is put right.
 */
export const erpSyncStatuses = ['not-sent', 'queued', 'sent', 'failed'] as const;
export type ErpSyncStatus = (typeof erpSyncStatuses)[number];

/** How people read the states (the admin list's filter and rows). */
export const erpSyncLabels: Record<ErpSyncStatus, string> = {
  'not-sent': 'Not sent',
  queued: 'Queued',
  sent: 'In Business Central',
  failed: 'Failed',
};

export const ZErpSync = z
  .object({
    status: z.enum(erpSyncStatuses),
    salesOrderNumber: z.string().nullable().describe("The ERP's sales order number (Business Central's `number`), once sent"),
    attempts: z.number().int().min(0).describe('Attempts so far (reset by a retry)'),
    lastAttemptAt: z.iso.datetime().nullable().describe('When the last attempt ended (ISO 8601, UTC), or null'),
    lastError: z.string().nullable().describe("Why the last attempt did not succeed, in the ERP's words where it gave them; null once sent"),
  })
  .meta({ id: 'ErpSync', description: "The order's sales order in the ERP: whether and how it was sent" });
export type ErpSync = z.infer<typeof ZErpSync>;

export const ZErpSyncRetried = z
  .object({ message: z.string().describe("For people: 'The sales order is queued again.'"), erpSync: ZErpSync })
  .meta({ id: 'ErpSyncRetried', description: "A failed order's sales order is queued again" });

export const notSent: ErpSync = { status: 'not-sent', salesOrderNumber: null, attempts: 0, lastAttemptAt: null, lastError: null };

/** The order statuses whose order the ERP holds (or will): from approval on. */
export const erpSyncedOrderStatuses: readonly OrderStatus[] = ['APPROVED', 'Shipped'];

export const erpSyncMessages = {
  retryOnlyFailed: 'Only an order whose sales order failed can be sent again',
  erpShips: 'Business Central ships this order: its shipment comes back by itself',
} as const;

/** Which ERP the portal writes to and reads from (GET /api/config names it). */
export type ErpKind = 'sample' | 'business-central';

/**
 * Staff ship an order by hand (the Ship dialog) only where Business Central does not hold it: with
 * the sample ERP, or an order whose sales order was never sent or failed. An order Business Central
 * holds (or is about to) ships there, and its shipment comes back by itself: shipping it here too
 * would mail the dealer twice and tell a different carrier.
 */
export function shipsByHand(erp: ErpKind, sync: ErpSyncStatus): boolean {
  return erp === 'sample' || sync === 'not-sent' || sync === 'failed';
}

export function assertShipsByHand(erp: ErpKind, sync: ErpSyncStatus): void {
  if (!shipsByHand(erp, sync)) throw new DomainError('CONFLICT', erpSyncMessages.erpShips);
}

/** A retry is for a failed order only: a queued one is being tried already, a sent one would be sent twice. */
export function assertRetryable(sync: ErpSync): void {
  if (sync.status !== 'failed') throw new DomainError('CONFLICT', erpSyncMessages.retryOnlyFailed, undefined, 'ERP_SYNC_NOT_FAILED');
}
