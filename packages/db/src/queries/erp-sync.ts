import { and, eq, sql } from 'drizzle-orm';
import type { SalesOrderHeader, SequencedSalesOrderLine } from '@portal/domain/erp-sync/sales-order-document';
import type { DbOrTx } from '../create-db';
import type { ErpSyncStatus } from '@portal/domain/erp-sync/erp-sync';
import { erpSync, sampleErpSalesOrders } from '../schema/erp-sync';
import { orders } from '../schema/orders';

export type ErpSyncJob = typeof erpSync.$inferSelect;

/** The order's job state, `not-sent` without a job. */
export async function erpSyncStatusOf(db: DbOrTx, orderId: string): Promise<ErpSyncStatus> {
  const [row] = await db.select({ status: erpSync.status }).from(erpSync).where(eq(erpSync.orderId, orderId)).limit(1);
  return row?.status ?? 'not-sent';
}

/** In the approval's transaction: the job exists exactly when the approval committed (once per order). */
export async function enqueueErpSync(db: DbOrTx, orderId: string): Promise<void> {
  await db.insert(erpSync).values({ orderId }).onConflictDoNothing({ target: erpSync.orderId });
}

/**
 * Claims up to `limit` due queued jobs for one worker, in one statement: jobs another worker has
 * locked are skipped (FOR UPDATE SKIP LOCKED); each claimed job gets a new claim id and its next
 * attempt moves `leaseMs` ahead, so no other worker takes it while this one works on it (the
 * worker renews the lease while it does) — and a worker that died leaves it due again when the
 * lease ends. The attempt is counted here.
 */
export async function claimDueErpSyncJobs(db: DbOrTx, limit: number, leaseMs: number): Promise<(ErpSyncJob & ClaimedErpSyncJob)[]> {
  const due = db
    .select({ orderId: erpSync.orderId })
    .from(erpSync)
    .where(and(eq(erpSync.status, 'queued'), sql`${erpSync.nextAttemptAt} <= now()`))
    .orderBy(erpSync.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(erpSync)
    .set({
      attempts: sql`${erpSync.attempts} + 1`,
      claim: sql`gen_random_uuid()`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(sql`${erpSync.orderId} in ${due}`)
    .returning()
    .then((rows) => rows.map((row) => ({ ...row, claim: row.claim ?? '' })));
}

/** A job as a worker holds it: the claim id its claim wrote. */
export interface ClaimedErpSyncJob {
  orderId: string;
  claim: string;
}

const held = (job: ClaimedErpSyncJob) => and(eq(erpSync.orderId, job.orderId), eq(erpSync.claim, job.claim), eq(erpSync.status, 'queued'));

/** Keeps a claimed job this worker's for another `leaseMs`; false when it is no longer held (the lease passed to another worker). */
export async function renewErpSyncLease(db: DbOrTx, job: ClaimedErpSyncJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(erpSync)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(held(job))
    .returning({ orderId: erpSync.orderId });
  return rows.length > 0;
}

export type ErpSyncOutcome =
  { kind: 'sent'; salesOrderId: string; salesOrderNumber: string } | { kind: 'retry'; error: string; retryInMs: number } | { kind: 'failed'; error: string };

/**
 * The end of an attempt, in the caller's transaction, written only while the claim still holds the
 * job: false when it does not (another worker took it over; that one writes its own outcome). A
 * sent job fills the order's sales order number.
 */
export async function finishErpSyncAttempt(db: DbOrTx, job: ClaimedErpSyncJob, outcome: ErpSyncOutcome): Promise<boolean> {
  const common = { claim: null, lastAttemptAt: sql`now()` };
  const values =
    outcome.kind === 'sent'
      ? { ...common, status: 'sent' as const, lastError: null, salesOrderId: outcome.salesOrderId, salesOrderNumber: outcome.salesOrderNumber }
      : outcome.kind === 'retry'
        ? { ...common, lastError: outcome.error, nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})` }
        : { ...common, status: 'failed' as const, lastError: outcome.error };
  const rows = await db.update(erpSync).set(values).where(held(job)).returning({ orderId: erpSync.orderId });
  if (rows.length === 0) return false;
  if (outcome.kind === 'sent') await db.update(orders).set({ salesOrderNumber: outcome.salesOrderNumber }).where(eq(orders.id, job.orderId));
  return true;
}

/** A failed job queued again (an administrator's Retry), its attempts counted afresh; false when the order's job is not failed. */
export async function requeueFailedErpSync(db: DbOrTx, orderId: string): Promise<boolean> {
  const rows = await db
    .update(erpSync)
    .set({ status: 'queued', attempts: 0, claim: null, nextAttemptAt: sql`now()` })
    .where(and(eq(erpSync.orderId, orderId), eq(erpSync.status, 'failed')))
    .returning({ orderId: erpSync.orderId });
  return rows.length > 0;
}

// The built-in sample ERP's sales orders (adapters/erp/sample-sales-orders.ts).

export type SampleSalesOrder = typeof sampleErpSalesOrders.$inferSelect;

export async function findSampleSalesOrder(db: DbOrTx, externalDocumentNumber: string): Promise<SampleSalesOrder | undefined> {
  const [row] = await db.select().from(sampleErpSalesOrders).where(eq(sampleErpSalesOrders.externalDocumentNumber, externalDocumentNumber)).limit(1);
  return row;
}

export async function findSampleSalesOrderByNumber(db: DbOrTx, number: string): Promise<SampleSalesOrder | undefined> {
  const [row] = await db.select().from(sampleErpSalesOrders).where(eq(sampleErpSalesOrders.number, number)).limit(1);
  return row;
}

/** Creates the sales order unless one with its external document number exists; answers the one the sample holds either way. */
export async function createSampleSalesOrder(
  db: DbOrTx,
  values: { externalDocumentNumber: string; header: SalesOrderHeader; lines: SequencedSalesOrderLine[] },
): Promise<{ row: SampleSalesOrder; created: boolean }> {
  const [row] = await db.insert(sampleErpSalesOrders).values(values).onConflictDoNothing({ target: sampleErpSalesOrders.externalDocumentNumber }).returning();
  if (row) return { row, created: true };
  const found = await findSampleSalesOrder(db, values.externalDocumentNumber);
  if (!found) throw new Error(`The sample ERP lost sales order ${values.externalDocumentNumber}`);
  return { row: found, created: false };
}

/** Appends lines to a sample sales order (those an earlier attempt did not add). */
export async function addSampleSalesOrderLines(db: DbOrTx, id: string, lines: SequencedSalesOrderLine[]): Promise<void> {
  if (lines.length === 0) return;
  await db
    .update(sampleErpSalesOrders)
    .set({ lines: sql`${sampleErpSalesOrders.lines} || ${JSON.stringify(lines)}::jsonb` })
    .where(eq(sampleErpSalesOrders.id, id));
}
