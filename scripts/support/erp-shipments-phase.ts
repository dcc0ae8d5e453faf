// The shipments figure of the ERP fault run (npm run erp-faults -- --shipments; docs/erp.md, Fault run):
// "50 orders shipped in the simulator, some in two parts: every order and line right after one poll;
// shipment mails sent 50 + the partials, each once, across a restart."
//
// After the approvals phase, the simulator posts a shipment for each of `count` sales orders: the
// whole order for two thirds, a first part (some lines, some of a line's quantity) for the third
// left. Once the poller is storing them, every API instance is killed (SIGKILL) and restarted; once
// that first part is read, the rest of the split orders is posted, and ONE read later (the watermark
// in `settings` past the last shipment posted) the database is checked: every order Shipped with the
// date and the carrier of its last shipment, every Item line of the sales order shipped in full by
// the erp_shipments rows, one row per shipment posted, one mail per shipment with the right subject.
// The same checks again after a further read, and after a second SIGKILL, restart and read.
import type { BcSimulator, SimulatedSalesOrder } from '@portal/api/test/bc-simulator';
import type { SimulatedShipment } from '@portal/api/test/bc-simulator-documents';
import { shippingAgentOf } from '@portal/domain/erp-sync/shipments';
import type { ApiProcess } from './api-process';
import { seconds, sleep } from './erp-fault-kit';
import type { ScratchDatabase } from './scratch-database';
import { missedTarget } from './storm';

export interface ShipmentsPhase {
  simulator: BcSimulator;
  database: ScratchDatabase;
  /** The running API instances: each is killed with SIGKILL and restarted, twice. */
  instances: ApiProcess[];
  /** The approved orders, in order: the first `count` ship. */
  orders: { id: string; portalNumber: string }[];
  count: number;
  /** Who filed the orders: the shipment mails go to them. */
  dealerEmail: string;
  /** The instances' BC_SYNC_INTERVAL_S. */
  pollIntervalS: number;
  /** How long to wait for a read (or a restart's first read) before giving up. */
  readLimitMs: number;
}

/** Shipping agent codes as a Business Central company may spell them (the portal names its carrier from each), one not the portal's. */
const agentCodes = ['FEDEX', 'UPS', 'Fed Ex', 'DHL', 'PUROLATOR', 'ABF', 'OWN TRUCK'];
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Quantities compared in Business Central's five decimals, as the portal compares them. */
const units = (quantity: number) => Math.round(quantity * 100_000);

interface Posted {
  shipment: SimulatedShipment;
  order: number;
  /** The order's last shipment: the order is Shipped by it, and its mail says "Your order … has shipped". */
  complete: boolean;
}

interface Figures {
  /** Orders in the state their posted shipments call for (Shipped, dated and with the carrier of the completing one; else still APPROVED). */
  rightState: number;
  shipped: number;
  linesInFull: number;
  itemLines: number;
  stored: number;
  mailedOnce: number;
  mails: number;
  duplicates: number;
  problems: string[];
}

/** Runs the phase and prints its figures; answers whether a target was missed. */
export async function runShipmentsPhase(phase: ShipmentsPhase): Promise<boolean> {
  const { simulator, database, instances, count, dealerEmail } = phase;
  const started = performance.now();
  const chosen = phase.orders.slice(0, count);
  const { rows: portalRows } = await database.query<{ id: string; sales_order_number: string | null }>(
    'select id, sales_order_number from orders where id = any($1)',
    [chosen.map((o) => o.id)],
  );
  const salesOrderNumberOf = new Map(portalRows.map((r) => [r.id, r.sales_order_number]));
  const salesOrders: SimulatedSalesOrder[] = chosen.map((o) => {
    const number = salesOrderNumberOf.get(o.id);
    const held = simulator.salesOrders.find((so) => so.number === number);
    if (!number || !held) throw new Error(`${o.portalNumber} has no sales order in the simulator to ship (sales_order_number ${number ?? 'null'})`);
    return held;
  });

  /** A split order's first part: every other Item line in full, half (rounded down) of the others holding 2 or more; none if that is all. */
  const firstPart = (so: SimulatedSalesOrder) => {
    const items = so.salesOrderLines.filter((l) => l.lineType === 'Item');
    const lines = items.flatMap((l, j) =>
      j % 2 === 0 ? [{ sequence: l.sequence, quantity: l.quantity }] : l.quantity >= 2 ? [{ sequence: l.sequence, quantity: Math.floor(l.quantity / 2) }] : [],
    );
    const all = lines.length === items.length && lines.every((l, j) => l.quantity === items[j]?.quantity);
    return all ? undefined : lines;
  };
  const parts = salesOrders.map((so, i) => (i % 3 === 1 ? firstPart(so) : undefined));
  const split = parts.filter((p) => p !== undefined).length;
  const posted: Posted[] = [];
  const post = (i: number, part: 1 | 2, lines: { sequence: number; quantity: number }[] | undefined, complete: boolean) => {
    const shipment = simulator.postShipment({
      salesOrderNumber: salesOrders[i]!.number,
      ...(lines ? { lines } : {}),
      shippingAgentCode: agentCodes[(i + part - 1) % agentCodes.length]!,
      packageTrackingNo: `TRK-${chosen[i]!.portalNumber}-${part}`,
      // A first part shipped yesterday, the rest today: the order is dated by its last shipment.
      shipmentDate: dayOffset(parts[i] ? part - 2 : 0),
    });
    posted.push({ shipment, order: i, complete });
    return shipment;
  };
  const newestStamp = () => posted.reduce((max, p) => (p.shipment.lastModifiedDateTime > max ? p.shipment.lastModifiedDateTime : max), '');

  const dbNow = async () => (await database.query<{ now: Date }>('select now() as now')).rows[0]!.now;
  const countOf = async (sql: string) => (await database.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
  const storedCount = () => countOf('select count(*)::int as n from erp_shipments');
  const mailCount = () => countOf(`select count(*)::int as n from mail_outbox where subject like '%has shipped'`);
  /** Until the poller wrote its watermarks after `after` (a read finished) with the shipments' and trackings' past `stamp`. */
  const readPast = async (stamp: string, after: Date, what: string): Promise<number> => {
    const from = performance.now();
    for (;;) {
      const { rows } = await database.query<{ value: { shipments?: string; trackings?: string }; updated_at: Date }>(
        `select value, updated_at from settings where key = 'erp.pollWatermarks'`,
      );
      const row = rows[0];
      if (
        row &&
        row.updated_at > after &&
        Date.parse(row.value.shipments ?? '') >= Date.parse(stamp) &&
        Date.parse(row.value.trackings ?? '') >= Date.parse(stamp)
      ) {
        return performance.now() - from;
      }
      if (performance.now() - from > phase.readLimitMs)
        throw new Error(`no read of ${what} within ${seconds(phase.readLimitMs)}: ${JSON.stringify(row ?? null)}`);
      await sleep(50);
    }
  };
  const killAndRestart = async () => {
    const killedAt = performance.now();
    await Promise.all(instances.map((p) => p.kill('SIGKILL')));
    for (const p of instances) await p.restart();
    return { killedAt, restartedInMs: performance.now() - killedAt, restartedAt: await dbNow() };
  };

  // The first part: whole orders and first parts, posted at once; SIGKILL as soon as the read stores the first of them.
  for (const [i, lines] of parts.entries()) post(i, 1, lines, lines === undefined);
  const firstPosted = posted.length;
  const firstStamp = newestStamp();
  const postedAt = performance.now();
  while ((await storedCount()) === 0) {
    if (performance.now() - postedAt > phase.readLimitMs) throw new Error(`no shipment stored within ${seconds(phase.readLimitMs)} of the first part`);
    await sleep(10);
  }
  const storingAfterMs = performance.now() - postedAt;
  const kill1 = await killAndRestart();
  const [storedAtKill, mailsAtKill] = [await storedCount(), await mailCount()];
  const firstReadMs = await readPast(firstStamp, kill1.restartedAt, 'the first part after the restart');
  const firstReadAfterKillMs = performance.now() - kill1.killedAt;
  const afterFirst = await figures(posted);

  // The rest of the split orders; then ONE read.
  const secondAfter = await dbNow();
  for (const [i, lines] of parts.entries()) if (lines) post(i, 2, undefined, true);
  const secondStamp = newestStamp();
  const secondReadMs = await readPast(secondStamp, secondAfter, 'the second part');
  const afterOneRead = await figures(posted);

  // A further read; then SIGKILL, restart, and the first read after it (which reads the last 10 minutes again: every shipment).
  const furtherAfter = await dbNow();
  await readPast(secondStamp, furtherAfter, 'a further read');
  const afterFurther = await figures(posted);
  const kill2 = await killAndRestart();
  await readPast(secondStamp, kill2.restartedAt, 'the read after the second restart');
  const secondReadAfterKillMs = performance.now() - kill2.killedAt;
  const afterRestart = await figures(posted);

  const total = posted.length;
  console.log(
    `ERP shipments: ${count} orders shipped in the simulator, ${split} in two parts (${total} shipments); ` +
      `${instances.length} API instances reading every ${phase.pollIntervalS} s, killed with SIGKILL and restarted twice`,
  );
  console.log(
    `  first part: ${firstPosted} shipments posted; the read was storing them ${seconds(storingAfterMs)} later, ` +
      `SIGKILL with ${storedAtKill} stored and ${mailsAtKill} mailed; restarted in ${seconds(kill1.restartedInMs)}, ` +
      `read in full ${seconds(firstReadAfterKillMs)} after the kill (${seconds(firstReadMs)} after the restart: the killed instance's read turn had to pass)`,
  );
  console.log(
    `  after the first part's read: ${afterFirst.stored} stored, ${afterFirst.mails} shipment mails, ${afterFirst.shipped} orders Shipped, ` +
      `${afterFirst.rightState} of ${count} orders as their shipments say (the ${split} in part not Shipped)`,
  );
  console.log(`  second part: ${total - firstPosted} shipments posted, read ${seconds(secondReadMs)} later (one read)`);
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(33)} ${value}`);
  line('orders shipped', `${afterOneRead.shipped} (target ${count}; ${afterOneRead.rightState} dated and with the carrier of their last shipment)`);
  line('lines shipped in full', `${afterOneRead.linesInFull} of ${afterOneRead.itemLines} Item lines (target all)`);
  line('shipments stored', `${afterOneRead.stored} (target ${total})`);
  line('shipment mails', `${afterOneRead.mails}, ${afterOneRead.mailedOnce} shipments mailed once (target ${total}, each once)`);
  line('duplicates', `${afterOneRead.duplicates} (target 0)`);
  for (const [label, f] of [
    ['after a further read', afterFurther],
    [`after a second SIGKILL and restart (read ${seconds(secondReadAfterKillMs)} after the kill)`, afterRestart],
  ] as const) {
    console.log(
      `  ${label}: ${f.shipped} orders Shipped, ${f.linesInFull} of ${f.itemLines} lines in full, ${f.stored} stored, ` +
        `${f.mails} shipment mails (${f.mailedOnce} once), ${f.duplicates} duplicates`,
    );
  }
  console.log(`  shipments phase ${seconds(performance.now() - started)}`);
  const problems = [...new Set([afterFirst, afterOneRead, afterFurther, afterRestart].flatMap((f) => f.problems))];
  for (const problem of problems.slice(0, 20)) console.log(`  ! ${problem}`);
  if (problems.length > 20) console.log(`  ! … and ${problems.length - 20} more`);

  const checks: [string, Figures, number][] = [
    ['after the first part', afterFirst, firstPosted],
    ['after one read', afterOneRead, total],
    ['after a further read', afterFurther, total],
    ['after the second restart', afterRestart, total],
  ];
  return missedTarget(
    checks.flatMap(([when, f, expected]) => {
      const final = expected === total;
      return [
        f.rightState !== count && `${when}: ${count - f.rightState} orders not in the state their shipments call for`,
        final && f.shipped !== count && `${when}: ${f.shipped} orders Shipped of ${count}`,
        final && f.linesInFull !== f.itemLines && `${when}: ${f.itemLines - f.linesInFull} Item lines not shipped in full`,
        f.stored !== expected && `${when}: ${f.stored} shipments stored of ${expected}`,
        (f.mailedOnce !== expected || f.mails !== expected) && `${when}: ${f.mails} shipment mails, ${f.mailedOnce} shipments mailed once, of ${expected}`,
        f.duplicates > 0 && `${when}: ${f.duplicates} duplicates`,
      ];
    }),
    'every order Shipped with its date and carrier, every line shipped in full, each shipment stored and mailed once, across two restarts',
  );

  /** What the database holds against the shipments posted so far. */
  async function figures(shipments: Posted[]): Promise<Figures> {
    const problems: string[] = [];
    const { rows: stored } = await database.query<{ id: string; order_id: string; number: string; lines: { sequence: number; quantity: number }[] }>(
      'select id, order_id, number, lines from erp_shipments',
    );
    const { rows: orders } = await database.query<{
      id: string;
      status: string;
      shipping_day: string | null;
      shipping_agent: string | null;
      tracking_number: string | null;
    }>(
      `select id, status, to_char(shipping_date at time zone 'UTC', 'YYYY-MM-DD') as shipping_day, shipping_agent, tracking_number
         from orders where id = any($1)`,
      [chosen.map((o) => o.id)],
    );
    const { rows: mails } = await database.query<{ to: string; subject: string; text: string }>(
      `select "to", subject, text from mail_outbox where subject like '%has shipped'`,
    );
    const storedById = new Map(stored.map((r) => [r.id, r]));
    const postedIds = new Set(shipments.map((p) => p.shipment.id));
    for (const r of stored) if (!postedIds.has(r.id)) problems.push(`erp_shipments holds ${r.number} (${r.id}), which was not posted`);

    let stored_ = 0;
    for (const p of shipments) {
      const row = storedById.get(p.shipment.id);
      const wanted = p.shipment.salesShipmentLines.filter((l) => l.lineType === 'Item').map((l) => `${l.sequence}:${units(l.quantity)}`);
      const held = (row?.lines ?? []).map((l) => `${l.sequence}:${units(l.quantity)}`);
      if (!row) problems.push(`${p.shipment.number} (${chosen[p.order]!.portalNumber}) is not in erp_shipments`);
      else if (row.order_id !== chosen[p.order]!.id) problems.push(`${p.shipment.number} is stored on order ${row.order_id}, not ${chosen[p.order]!.id}`);
      else if (wanted.sort().join() !== held.sort().join()) problems.push(`${p.shipment.number}: stored lines ${held.join(' ')}, posted ${wanted.join(' ')}`);
      else stored_ += 1;
    }

    // Mails: one per shipment (its number is in the text), to the filer, "Part of your order …" until the order's last shipment.
    const mailsOf = new Map<string, { to: string; subject: string }[]>();
    for (const m of mails) {
      const number = /\(shipment ([^)]+)\)/.exec(m.text)?.[1] ?? '(none)';
      mailsOf.set(number, [...(mailsOf.get(number) ?? []), m]);
    }
    let duplicates = 0;
    let mailedOnce = 0;
    const postedNumbers = new Set(shipments.map((p) => p.shipment.number));
    for (const [number, sent] of mailsOf) {
      if (!postedNumbers.has(number)) {
        duplicates += sent.length;
        problems.push(`${sent.length} shipment mails name ${number}, which was not posted: ${sent.map((m) => m.subject).join(' | ')}`);
      }
    }
    for (const p of shipments) {
      const sent = mailsOf.get(p.shipment.number) ?? [];
      const portalNumber = chosen[p.order]!.portalNumber;
      const subject = p.complete ? `Your order ${portalNumber} ` : `Part of your order ${portalNumber} `;
      if (sent.length > 1) {
        duplicates += sent.length - 1;
        problems.push(`${p.shipment.number} (${portalNumber}) mailed ${sent.length} times: ${sent.map((m) => m.subject).join(' | ')}`);
      }
      if (sent.length === 0) problems.push(`${p.shipment.number} (${portalNumber}) was not mailed`);
      const right = sent.filter((m) => m.to === dealerEmail && m.subject.startsWith(subject) && m.subject.endsWith(' has shipped'));
      if (sent.length > 0 && right.length === 0)
        problems.push(`${p.shipment.number} (${portalNumber}) mailed to ${sent[0]!.to} as '${sent[0]!.subject}', expected '${subject}…' to ${dealerEmail}`);
      if (sent.length === 1 && right.length === 1) mailedOnce += 1;
    }

    // Orders: Shipped by their last shipment (its date at noon UTC, its carrier and tracking number) once it is posted; APPROVED before.
    let rightState = 0;
    let shipped = 0;
    let linesInFull = 0;
    let itemLines = 0;
    for (const [i, o] of chosen.entries()) {
      const row = orders.find((r) => r.id === o.id);
      const last = shipments.filter((p) => p.order === i).at(-1);
      if (row?.status === 'Shipped') shipped += 1;
      if (last?.complete) {
        const want = {
          status: 'Shipped',
          shipping_day: last.shipment.shipmentDate,
          shipping_agent: shippingAgentOf(last.shipment.shippingAgentCode),
          tracking_number: last.shipment.packageTrackingNo,
        };
        const have = { status: row?.status, shipping_day: row?.shipping_day, shipping_agent: row?.shipping_agent, tracking_number: row?.tracking_number };
        if (JSON.stringify(want) === JSON.stringify(have)) rightState += 1;
        else problems.push(`${o.portalNumber}: ${JSON.stringify(have)}, expected ${JSON.stringify(want)}`);
      } else if (row?.status === 'APPROVED') rightState += 1;
      else problems.push(`${o.portalNumber}: ${row?.status ?? 'missing'} with only part of it shipped (expected APPROVED)`);
      // Every Item line of the sales order, against what its stored shipments hold at that sequence.
      const shippedBySequence = new Map<number, number>();
      for (const r of stored.filter((s) => s.order_id === o.id))
        for (const l of r.lines) shippedBySequence.set(l.sequence, (shippedBySequence.get(l.sequence) ?? 0) + units(l.quantity));
      for (const l of salesOrders[i]!.salesOrderLines.filter((x) => x.lineType === 'Item')) {
        itemLines += 1;
        if (shippedBySequence.get(l.sequence) === units(l.quantity)) linesInFull += 1;
        else if (last?.complete)
          problems.push(`${o.portalNumber} line ${l.sequence}: ${(shippedBySequence.get(l.sequence) ?? 0) / 100_000} shipped of ${l.quantity}`);
      }
    }
    return { rightState, shipped, linesInFull, itemLines, stored: stored_, mailedOnce, mails: mails.length, duplicates, problems };
  }
}
