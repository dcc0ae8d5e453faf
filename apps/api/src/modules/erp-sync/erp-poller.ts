import { randomUUID } from 'node:crypto';
import { endErpTurn, takeErpTurn } from '@portal/db/queries/erp-documents';
import { getSetting, putSetting } from '@portal/db/queries/settings';
import type { ErpDocumentReader, ErpShipmentTracking } from '../../adapters/erp/erp-documents';
import type { Log } from '../../adapters/log/log';
import { startDrainLoop, type DrainLoop } from '../../adapters/queue/drain-loop';
import { applyInvoice, applyShipment, applyTracking, type Applied, type ApplyDeps } from './erp-documents-apply';

/** How far each set was read: the newest `lastModifiedDateTime` applied (ISO), per set. */
interface Watermarks {
  shipments?: string;
  trackings?: string;
  invoices?: string;
}
const watermarksKey = 'erp.pollWatermarks';

/**
 * Each read starts this far before the watermark: a record the ERP stamped just before the last
 * read but committed after it would otherwise be missed. Applying is idempotent (a shipment is
 * stored once, an invoice upserted), so reading a record twice changes nothing.
 */
export const rereadOverlapMs = 10 * 60_000;

const since = (mark: string | undefined) => (mark ? new Date(Date.parse(mark) - rereadOverlapMs) : null);
const newest = (mark: string | undefined, records: { lastModifiedDateTime: string }[]) =>
  records.reduce<string | undefined>((max, r) => (!max || Date.parse(r.lastModifiedDateTime) > Date.parse(max) ? r.lastModifiedDateTime : max), mark);

export interface PollFigures {
  shipments: number;
  trackings: number;
  invoices: number;
  skipped: string[];
  /** Records whose apply threw (a database that failed mid-way, say): logged, and read again at the next poll. */
  failed: number;
}

type DocumentSet = 'shipments' | 'trackings' | 'invoices';

/**
 * The watermark a set keeps after a read: its newest record applied, but never past a record whose
 * apply threw, so the next read (which starts `rereadOverlapMs` before it) holds that record again.
 */
const kept = (mark: string | undefined, records: { lastModifiedDateTime: string }[], failedAt: string[]) => {
  const read = newest(mark, records);
  const earliestFailed = failedAt.reduce<string | undefined>((min, at) => (!min || Date.parse(at) < Date.parse(min) ? at : min), undefined);
  return earliestFailed && read && Date.parse(earliestFailed) < Date.parse(read) ? earliestFailed : read;
};

/**
 * One read of what changed in the ERP, applied record by record: a record the portal cannot take
 * is logged and skipped; one whose apply throws is logged and read again at the next poll (the
 * watermark stays before it); the rest go on either way.
 */
export async function pollErpOnce(deps: ApplyDeps & { reader: ErpDocumentReader; log: Log }): Promise<PollFigures> {
  const { db, reader, log } = deps;
  const marks = (await getSetting<Watermarks>(db, watermarksKey)) ?? {};
  // Shipments before tracking: a tracking read after the shipments holds every shipment they held,
  // so no shipment is stored (and mailed) without the carrier Business Central already had for it.
  const [shipments, trackings, invoices] = [
    await reader.shipmentsSince(since(marks.shipments)),
    await reader.trackingsSince(since(marks.trackings)),
    await reader.invoicesSince(since(marks.invoices)),
  ];
  const figures: PollFigures = {
    shipments: 0,
    trackings: 0,
    invoices: 0,
    skipped: [...trackings.skipped, ...shipments.skipped, ...invoices.skipped],
    failed: 0,
  };
  const failedAt: Record<DocumentSet, string[]> = { shipments: [], trackings: [], invoices: [] };
  const apply = async (set: DocumentSet, record: { id: string; lastModifiedDateTime: string }, applying: () => Promise<Applied>) => {
    try {
      const applied = await applying();
      if (applied.kind === 'applied') figures[set] += 1;
      if (applied.kind === 'skipped') figures.skipped.push(applied.reason);
    } catch (err) {
      figures.failed += 1;
      failedAt[set].push(record.lastModifiedDateTime);
      log.error({ err, set, id: record.id }, 'an ERP record could not be applied; the next poll reads it again');
    }
  };
  const trackingOf = new Map<string, ErpShipmentTracking>(trackings.records.map((t) => [t.id, t]));
  for (const shipment of shipments.records) await apply('shipments', shipment, () => applyShipment(deps, shipment, trackingOf.get(shipment.id)));
  for (const tracking of trackings.records) await apply('trackings', tracking, () => applyTracking(deps, tracking));
  for (const invoice of invoices.records) await apply('invoices', invoice, () => applyInvoice(deps, invoice));
  await putSetting(db, watermarksKey, {
    shipments: kept(marks.shipments, shipments.records, failedAt.shipments),
    trackings: kept(marks.trackings, trackings.records, failedAt.trackings),
    invoices: kept(marks.invoices, invoices.records, failedAt.invoices),
  } satisfies Watermarks);
  for (const reason of figures.skipped) log.warn({ reason }, 'an ERP record was skipped');
  return figures;
}

/**
 * How long a read holds the turn: one interval (the holder renews it at its next read, so the
 * others skip theirs and the ERP is read once per interval, whatever the instances), at least
 * 15 s (longer than a read takes). An instance killed holds the others up at most that long,
 * about their own next read; one that stops gives its turn back.
 */
export const pollTurnLeaseMs = (intervalMs: number) => Math.max(intervalMs, 15_000);

/**
 * Reads shipments, tracking and invoices from the ERP every `intervalMs`: every instance runs the
 * loop, the one holding the turn (in `settings`) reads; a nudge reads at once (a webhook, the
 * sample ERP's postings). A failed read is logged and tried at the next poll.
 */
export function startErpPoller(deps: ApplyDeps & { reader: ErpDocumentReader; log: Log; intervalMs: number }): DrainLoop {
  const holder = randomUUID();
  const loop = startDrainLoop({
    name: 'the ERP poller',
    drain: async () => {
      if (!(await takeErpTurn(deps.db, 'erp.pollTurn', holder, pollTurnLeaseMs(deps.intervalMs)))) return 0;
      const figures = await pollErpOnce(deps);
      if (figures.shipments + figures.trackings + figures.invoices + figures.failed > 0)
        deps.log.info(figures, 'read shipments, tracking and invoices from the ERP');
      return 0;
    },
    batchSize: 1,
    pollMs: deps.intervalMs,
    stopWaitMs: 3000,
    stoppedLate: 'the ERP poller was still reading after 3000 ms; the next turn reads again',
    log: deps.log,
  });
  return {
    ...loop,
    async stop() {
      await loop.stop();
      await endErpTurn(deps.db, 'erp.pollTurn', holder).catch((err: unknown) => deps.log.warn({ err }, 'could not give the ERP poller’s turn back'));
    },
  };
}
