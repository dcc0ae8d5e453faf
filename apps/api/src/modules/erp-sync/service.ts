import type { PortalUser } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { assertRetryable, type ErpSync } from '@portal/domain/erp-sync/erp-sync';
import type { DbOrTx } from '@portal/db/create-db';
import { enqueueErpSync, requeueFailedErpSync } from '@portal/db/queries/erp-sync';
import { getOrderRecord } from '@portal/db/queries/orders';
import type { AppDeps } from '../../app-deps';
import type { SalesOrderWriter } from '../../adapters/erp/sales-orders';
import { ErpError } from '../../adapters/erp/erp-source';
import { canViewOrder, orderNotFound, orderViewerOf } from '@portal/domain/orders/order-actions';
import { listErpInvoices } from '@portal/db/queries/erp-documents';
import type { TOrderInvoices } from '@portal/domain/erp-sync/shipments';
import type { TPostSampleShipment } from '@portal/domain/erp-sync/sample-erp';
import type { ErpDocumentReader, ErpInvoicePdf } from '../../adapters/erp/erp-documents';
import type { DrainLoop } from '../../adapters/queue/drain-loop';
import { storeListItem } from '../orders/order-list-items';
import { attemptErpSync } from './erp-sync-attempt';
import { startErpSyncWorker, type ErpSyncWorker } from './erp-sync-worker';
import { pollErpOnce, startErpPoller } from './erp-poller';
import { createSampleErpDesk } from './sample-erp-desk';
import { createErpNotificationInbox, webhookClientState } from './erp-notifications';
import { startErpSubscriptionKeeperFor, type SubscriptionKeeper } from './erp-subscriptions';
import { refuseSalesperson, salespersonMessages } from '../teams/retail-prices';

export const erpUnavailableMessage = 'Business Central is not answering. Please try again in a moment.';

/** The wait before the next attempt after `attempts` failed ones: doubling from the base, never more than the bound (a few minutes). */
export function erpSyncRetryInMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * Approved orders into the ERP as sales orders (issue 30): a durable job per order, written in the
 * approval's transaction, drained by a worker in every instance; nothing a dealer or an
 * administrator does waits on the ERP.
 */
export function createErpSyncService(deps: AppDeps, writer: SalesOrderWriter, reader: ErpDocumentReader) {
  const { db, config } = deps;
  let worker: ErpSyncWorker | undefined;
  let poller: DrainLoop | undefined;
  let keeper: SubscriptionKeeper | undefined;
  let clientStateOnce: Promise<string> | undefined;
  const clientState = () => (clientStateOnce ??= webhookClientState(config));
  const inbox = createErpNotificationInbox({ db, log: deps.log, clientState, pollSoon: () => poller?.nudge() });
  const sampleDesk = createSampleErpDesk(db, reader.kind === 'sample');

  const applyDeps = { db, reader, outbox: deps.outbox, log: deps.log, publicUrl: config.PUBLIC_URL };
  /** A posting of the sample's read into the portal now; a failure is the poller's to retry, not the posting's. */
  const readSampleNow = () =>
    pollErpOnce(applyDeps).then(
      () => undefined,
      (err: unknown) => {
        deps.log.error({ err }, 'could not read the sample ERP after a posting; the poller reads it at its next turn');
        poller?.nudge();
      },
    );

  /** An order the caller may see (its owner, team, administrators); 404 for anyone else, as a missing one. */
  async function visibleOrder(actor: PortalUser, orderId: string) {
    const order = await getOrderRecord(db, orderId);
    if (!order || !canViewOrder(orderViewerOf(actor), { ...order, stored: true })) throw orderNotFound();
    return order;
  }

  return {
    /** In the approval's transaction (orders service): the job exists exactly when the approval committed. */
    enqueue: (tx: DbOrTx, orderId: string) => enqueueErpSync(tx, orderId),

    /** After a commit that queued a job: the worker reads it now rather than at its next poll. */
    nudge: () => worker?.nudge(),

    /** Starts this instance's job worker and poller (server start); stopped with the server. */
    start(): { stop(): Promise<void> } {
      poller = startErpPoller({ ...applyDeps, intervalMs: config.BC_SYNC_INTERVAL_S * 1000 });
      worker = startErpSyncWorker({
        db,
        log: deps.log,
        settings: { pollMs: config.ERP_SYNC_POLL_INTERVAL_MS, leaseMs: config.ERP_SYNC_LEASE_MS },
        attempt: (job) =>
          attemptErpSync(
            {
              db,
              writer,
              outbox: deps.outbox,
              log: deps.log,
              localCurrency: config.BC_LOCAL_CURRENCY,
              publicUrl: config.PUBLIC_URL,
              retryInMs: (attempts) => erpSyncRetryInMs(attempts, config.ERP_SYNC_RETRY_BASE_MS, config.ERP_SYNC_RETRY_MAX_MS),
            },
            job,
          ),
      });
      // Business Central's webhooks, when configured (BC_WEBHOOKS): subscriptions kept, so a notification nudges the poller.
      keeper = startErpSubscriptionKeeperFor({ db, log: deps.log, clientState }, config);
      const [jobs, reads, subscriptions] = [worker, poller, keeper];
      return { stop: async () => void (await Promise.all([jobs.stop(), reads.stop(), subscriptions?.stop()])) };
    },

    /** The ERP said something changed (a webhook): the poller reads now rather than at its next turn. */
    pollSoon: () => poller?.nudge(),

    /** A POST to the notification URL (its text; undefined when over the size limit): valid entries make the poller read now; the rest is ignored. */
    notified: (body: string | undefined) => inbox.receive(body),

    /** The webhook subscriptions looked at now (tests); undefined when the keeper is off (no BC_WEBHOOKS, or the sample ERP) or another instance looks. */
    keepSubscriptionsNow: async () => keeper?.lookNow(),

    /** Once the poller is not reading (tests count writes after it). */
    settled: async () => poller?.settled(),

    /** The order's invoices, for whoever may see the order. */
    async invoices(actor: PortalUser, orderId: string): Promise<TOrderInvoices> {
      refuseSalesperson(actor, salespersonMessages.invoices);
      await visibleOrder(actor, orderId);
      const rows = await listErpInvoices(db, orderId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          invoiceDate: r.invoiceDate,
          total: r.totalCents / 100,
          totalCents: r.totalCents,
          currency: r.currency,
        })),
      };
    },

    /** An invoice's PDF, streamed from the ERP through the portal (never a link into the ERP): the order's viewers only; 404 otherwise. */
    async invoicePdf(actor: PortalUser, orderId: string, invoiceId: string): Promise<{ number: string; pdf: ErpInvoicePdf }> {
      refuseSalesperson(actor, salespersonMessages.invoices);
      await visibleOrder(actor, orderId);
      const invoice = (await listErpInvoices(db, orderId)).find((i) => i.id === invoiceId);
      const pdf = invoice
        ? await reader.invoicePdf(invoice.id).catch((err: unknown) => {
            if (!(err instanceof ErpError)) throw err;
            throw Object.assign(new DomainError('UNAVAILABLE', erpUnavailableMessage), { cause: err });
          })
        : null;
      if (!invoice || !pdf) throw new DomainError('NOT_FOUND', 'Invoice not found');
      return { number: invoice.number, pdf };
    },

    /**
     * The sample ERP's back office (no Business Central): a shipment posted, then read at once, as
     * the poller reads it (the sample is the portal's own database: nothing outside is waited on;
     * reading is idempotent, so a poll of another instance beside it changes nothing).
     */
    async postSampleShipment(_actor: PortalUser, input: TPostSampleShipment) {
      const posted = await sampleDesk.postShipment(input);
      await readSampleNow();
      return posted;
    },

    async postSampleInvoice(_actor: PortalUser, orderId: string) {
      const posted = await sampleDesk.postInvoice(orderId);
      await readSampleNow();
      return posted;
    },

    /** An administrator's Retry of a failed order: queued again at once, its attempts counted afresh; 409 for any other state. */
    async retry(_actor: PortalUser, orderId: string): Promise<{ message: string; erpSync: ErpSync }> {
      const erpSync = await db.transaction(async (tx) => {
        const before = await getOrderRecord(tx, orderId);
        if (!before) throw orderNotFound();
        if (!(await requeueFailedErpSync(tx, orderId))) assertRetryable(before.erpSync);
        const record = await getOrderRecord(tx, orderId);
        if (!record) throw orderNotFound();
        await storeListItem(tx, record);
        return record.erpSync;
      });
      worker?.nudge();
      return { message: 'The sales order is queued again.', erpSync };
    },
  };
}

export type ErpSyncService = ReturnType<typeof createErpSyncService>;
