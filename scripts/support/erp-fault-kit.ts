// What the phases of the ERP fault run (scripts/erp-faults.ts) share: the orders' carts, running
// work a few at a time, the erp_sync queue's figures, and a sales order's lines against the portal's document.
import { lineAmountCents, salesOrderDocument, type SalesOrderDocument } from '@portal/domain/erp-sync/sales-order-document';
import type { Db } from '@portal/db/create-db';
import { getOrderRecord } from '@portal/db/queries/orders';
import type { SimulatedSalesOrder } from '@portal/api/test/bc-simulator';
import { restScreenOptions } from '@portal/api/modules/orders/orders-test-kit';
import type { ScratchDatabase } from './scratch-database';

/** A screen's options as the original client sends them (by the form's labels), as the REST tests do; the standard motor. */
const screenOptions = { ...restScreenOptions, 'Motor Type': 'Standard - 21 RPM' };

/** Order i's cart: a screen (two copies on every fourth), a material item and remotes, in quantities that vary (so do the totals). */
export function cartOf(i: number) {
  return {
    screens: [
      {
        screenName: `Patio ${i + 1}`,
        options: screenOptions,
        measurements: { width: 72 + ((i * 7) % 60), dropLeft: 72 + (i % 5) * 6, dropRight: 72 + (i % 5) * 6 },
        copies: i % 4 === 0 ? 2 : 1,
      },
    ],
    roofs: [],
    parts: [
      { number: 'SM-S95-BLK', quantity: 1 + (i % 3) },
      { family: 'Handheld Remote', options: { Channels: '5', Color: i % 2 === 0 ? 'White' : 'Black' }, quantity: 1 + (i % 4) },
    ],
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs work(0 … count-1), `width` at a time; stops taking new ones once `stop()` says so. */
export async function inParallel(count: number, width: number, work: (i: number) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count && !stop()) await work(next++);
    }),
  );
}

/** The jobs, the queued ones, and those a worker holds (claimed, lease running). */
export async function queuedJobs(database: ScratchDatabase): Promise<{ queued: number; held: number; jobs: number }> {
  const { rows } = await database.query<{ queued: number; held: number; jobs: number }>(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status = 'queued' and claim is not null and next_attempt_at > now())::int as held,
            count(*)::int as jobs
       from erp_sync`,
  );
  return rows[0] ?? { queued: 0, held: 0, jobs: 0 };
}

/** "12 × 200, 3 × no answer". */
export function tally(answers: string[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].map(([a, n]) => `${n} × ${a}`).join(', ') || 'none';
}

/** How the sales order's lines differ from the document's (missing, doubled, extra or changed sequences), or undefined when they are the same. */
export function lineDifference(document: SalesOrderDocument, order: SimulatedSalesOrder): string | undefined {
  const bySequence = new Map<number, number>();
  for (const l of order.salesOrderLines) bySequence.set(l.sequence, (bySequence.get(l.sequence) ?? 0) + 1);
  const wanted = new Set(document.lines.map((l) => l.sequence));
  const missing = document.lines.filter((l) => !bySequence.has(l.sequence)).map((l) => l.sequence);
  const doubled = [...bySequence].filter(([, n]) => n > 1).map(([s]) => s);
  const extra = [...bySequence.keys()].filter((s) => !wanted.has(s));
  const changed = document.lines
    .filter((line) => {
      const held = order.salesOrderLines.find((l) => l.sequence === line.sequence);
      if (!held) return false;
      if (line.lineType === 'Comment') return held.lineType !== 'Comment' || held.description !== line.description;
      return (
        held.lineType !== 'Item' || held.lineObjectNumber !== line.lineObjectNumber || held.quantity !== line.quantity || held.unitPrice !== line.unitPrice
      );
    })
    .map((l) => l.sequence);
  const parts = [
    missing.length > 0 && `missing ${missing.join(', ')}`,
    doubled.length > 0 && `doubled ${doubled.join(', ')}`,
    extra.length > 0 && `not in the portal's document ${extra.join(', ')}`,
    changed.length > 0 && `different from the portal's document ${changed.join(', ')}`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? `${order.salesOrderLines.length} lines for the document's ${document.lines.length}: ${parts.join('; ')}` : undefined;
}

export interface ErpJobRow {
  order_id: string;
  status: string;
  sales_order_number: string | null;
  attempts: number;
  last_error: string | null;
}

export interface SalesOrdersVerdict {
  created: number;
  duplicates: number;
  badLines: number;
  wrongTotals: number;
  notSent: number;
  problems: string[];
  jobs: ErpJobRow[];
}

/**
 * What Business Central holds against what the portal approved: per order, how many sales orders
 * carry its number, whether each holds the portal's document line for line and its total to the
 * cent, and whether the order's job is sent with Business Central's number.
 */
export async function salesOrdersVerdict(
  db: Db,
  database: ScratchDatabase,
  salesOrders: SimulatedSalesOrder[],
  orders: { id: string; portalNumber: string }[],
): Promise<SalesOrdersVerdict> {
  const { rows: jobs } = await database.query<ErpJobRow>(
    'select order_id, status, sales_order_number, attempts, last_error from erp_sync where order_id = any($1)',
    [orders.map((o) => o.id)],
  );
  const jobOf = new Map(jobs.map((r) => [r.order_id, r]));
  const verdict: SalesOrdersVerdict = { created: 0, duplicates: 0, badLines: 0, wrongTotals: 0, notSent: 0, problems: [], jobs };
  for (const order of orders) {
    const found = salesOrders.filter((so) => so.externalDocumentNumber === order.portalNumber);
    const job = jobOf.get(order.id);
    if (found.length > 0) verdict.created += 1;
    if (found.length > 1) {
      verdict.duplicates += found.length - 1;
      verdict.problems.push(
        `${order.portalNumber}: ${found.length} sales orders (${found.map((so) => so.number).join(', ')}); erp_sync ${JSON.stringify(job)}`,
      );
    }
    if (job?.status !== 'sent' || found.length !== 1 || job.sales_order_number !== found[0]?.number) {
      verdict.notSent += 1;
      verdict.problems.push(
        `${order.portalNumber}: erp_sync ${JSON.stringify(job ?? null)}; the simulator holds ${found.map((so) => so.number).join(', ') || 'no sales order'}`,
      );
    }
    const record = await getOrderRecord(db, order.id);
    if (!record) throw new Error(`${order.portalNumber} is missing from the database`);
    if (!found[0]) continue;
    const document = salesOrderDocument(
      { portalNumber: record.portalNumber, customerId: record.customerId, currency: record.priceGroup, lines: record.lines, totalCents: record.totalPrice },
      { orderDate: found[0].orderDate, localCurrency: 'USD' },
    );
    for (const candidate of found) {
      const difference = lineDifference(document, candidate);
      if (difference) {
        verdict.badLines += 1;
        verdict.problems.push(`${order.portalNumber} (${candidate.number}): ${difference}`);
      }
      const itemCents = candidate.salesOrderLines.filter((l) => l.lineType === 'Item').reduce((sum, l) => sum + lineAmountCents(l.quantity, l.unitPrice), 0);
      if (itemCents !== record.totalPrice) {
        verdict.wrongTotals += 1;
        verdict.problems.push(
          `${order.portalNumber} (${candidate.number}): Item lines add up to ${itemCents} cents, the portal's total is ${record.totalPrice}`,
        );
      }
    }
  }
  return verdict;
}
