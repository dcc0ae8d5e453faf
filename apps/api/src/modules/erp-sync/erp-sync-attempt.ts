import type { Db } from '@portal/db/create-db';
import { finishErpSyncAttempt, type ClaimedErpSyncJob, type ErpSyncOutcome } from '@portal/db/queries/erp-sync';
import { getOrderRecord } from '@portal/db/queries/orders';
import { getSetting, putSetting } from '@portal/db/queries/settings';
import { listAdminEmails } from '@portal/db/queries/users';
import { salesOrderDocument, SalesOrderDocumentError, type SalesOrderDocument } from '@portal/domain/erp-sync/sales-order-document';
import { ErpError } from '../../adapters/erp/erp-source';
import { ErpDataError, type LinesMode, type SalesOrderWriter } from '../../adapters/erp/sales-orders';
import type { MailOutbox } from '../../adapters/mail/outbox';
import type { Log } from '../../adapters/log/log';
import { storeListItem } from '../orders/order-list-items';
import { toOrderView } from '../orders/order-view-mapper';
import { erpSyncFailedMail } from './erp-sync-mail';

/** Where the lines mode is remembered for every instance: once the ERP refused lines inside the header, each order sends them apart. */
const linesModeKey = 'erp.salesOrderLinesMode';

export interface ErpSyncAttemptDeps {
  db: Db;
  writer: SalesOrderWriter;
  outbox: MailOutbox;
  log: Log;
  localCurrency: string;
  publicUrl: string;
  /** The wait before the next attempt after `attempts` failed ones (bounded). */
  retryInMs: (attempts: number) => number;
}

/** The order as the sales order it becomes, or why it cannot be one (an error about the data). */
async function documentOf(db: Db, orderId: string, approvedAt: Date, localCurrency: string): Promise<SalesOrderDocument | { error: string }> {
  const order = await getOrderRecord(db, orderId);
  if (!order) return { error: 'The order no longer exists' };
  try {
    return salesOrderDocument(
      { portalNumber: order.portalNumber, customerId: order.customerId, currency: order.priceGroup, lines: order.lines, totalCents: order.totalPrice },
      { orderDate: approvedAt.toISOString().slice(0, 10), localCurrency },
    );
  } catch (err) {
    if (err instanceof SalesOrderDocumentError) return { error: err.message };
    throw err;
  }
}

/**
 * One attempt of one claimed job: build the document, push it (the writer adopts a sales order an
 * earlier attempt created), then record the outcome in one transaction with the order's list item
 * rewritten (the lists show the sync) and, for a failure, the administrators' mail. The ERP's
 * data refusals fail the job; anything else is retried after a bounded backoff.
 */
export async function attemptErpSync(
  deps: ErpSyncAttemptDeps,
  job: ClaimedErpSyncJob & { attempts: number; createdAt: Date },
): Promise<ErpSyncOutcome['kind']> {
  const { db, writer, log } = deps;
  let outcome: ErpSyncOutcome;
  const document = await documentOf(db, job.orderId, job.createdAt, deps.localCurrency);
  if ('error' in document) outcome = { kind: 'failed', error: document.error };
  else {
    try {
      const linesMode = (await getSetting<LinesMode>(db, linesModeKey)) ?? 'inline';
      const pushed = await writer.push(document, { linesMode });
      if (pushed.linesMode !== linesMode) {
        await putSetting(db, linesModeKey, pushed.linesMode);
        log.warn({ linesMode: pushed.linesMode }, 'The ERP refused sales order lines inside the header: from now on they are sent one by one');
      }
      outcome = { kind: 'sent', salesOrderId: pushed.id, salesOrderNumber: pushed.number };
      log.info(
        { orderId: job.orderId, salesOrderNumber: pushed.number, adopted: pushed.adopted, linesAdded: pushed.linesAdded },
        'sales order sent to the ERP',
      );
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 1000) : String(err);
      if (err instanceof ErpDataError) outcome = { kind: 'failed', error };
      else if (err instanceof ErpError) outcome = { kind: 'retry', error, retryInMs: deps.retryInMs(job.attempts) };
      else throw err;
    }
  }
  const mailed = await db.transaction(async (tx) => {
    if (!(await finishErpSyncAttempt(tx, job, outcome))) return false;
    const record = await getOrderRecord(tx, job.orderId);
    if (!record) return false;
    await storeListItem(tx, record);
    if (outcome.kind !== 'failed') return false;
    const order = toOrderView(record);
    await deps.outbox.enqueue(
      tx,
      (await listAdminEmails(tx)).map((to) => erpSyncFailedMail(to, order, outcome.error, deps.publicUrl)),
    );
    return true;
  });
  if (mailed) deps.outbox.nudge();
  if (outcome.kind === 'failed') log.error({ orderId: job.orderId, reason: outcome.error }, 'the ERP refused a sales order; an administrator must retry it');
  if (outcome.kind === 'retry')
    log.warn({ orderId: job.orderId, reason: outcome.error, retryInMs: outcome.retryInMs }, 'could not send a sales order; trying again later');
  return outcome.kind;
}
