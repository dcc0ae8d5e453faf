import { partMessages, unknownPartOptionMessage } from '../configuration/parts/part-config';
import { orderLimitMessages, type OrderLimits } from '../limits/order-limits';
import { buildPortalItems, type PortalItemFamily, type PortalItems } from '../pricing/parts/portal-items';
import { pricePart } from '../pricing/parts/part-price';
import type { PricingContext } from '../pricing/pricing-context';
import type { QuickEntryReading, QuickEntryRow } from './quick-entry-lines';
import { quickEntryMessages, type QuickEntryPartLine, type QuickEntryRefusal, type QuickEntryResult } from './quick-entry-schemas';

/** What an item number or a family name typed in any case finds, built once per catalog version. */
interface Lookup {
  byNumber: Map<string, { itemNo: string; family: PortalItemFamily; options: Record<string, string> }>;
  byFamily: Map<string, PortalItemFamily>;
}

const lookups = new WeakMap<PortalItems, Lookup>();
const fold = (text: string) => text.toLowerCase();

function lookupOf(portalItems: PortalItems): Lookup {
  let lookup = lookups.get(portalItems);
  if (!lookup) {
    lookup = { byNumber: new Map(), byFamily: new Map() };
    for (const family of portalItems.families) {
      lookup.byFamily.set(fold(family.name), family);
      for (const c of family.combinations) lookup.byNumber.set(fold(c.itemNo), { itemNo: c.itemNo, family, options: c.options });
    }
    lookups.set(portalItems, lookup);
  }
  return lookup;
}

type Resolved = { ok: true; itemNo: string; family: string; options: Record<string, string> } | { ok: false; reason: string };

/** The family's own spelling of an option name typed in any case. */
const optionNameIn = (family: PortalItemFamily, name: string) => family.optionNames.find((n) => fold(n) === fold(name));

/**
 * The portal item a row orders. An item number is that item: options sent with it must be its
 * own (they confirm, never change it). A family name chooses its item by the options, every one
 * of them, as the Parts tab's selectors do. Names and values match in any case.
 */
function resolve(portalItems: PortalItems, lookup: Lookup, row: QuickEntryRow): Resolved {
  const byNumber = lookup.byNumber.get(fold(row.item));
  if (byNumber) {
    for (const [name, value] of Object.entries(row.options)) {
      const known = optionNameIn(byNumber.family, name);
      if (!known) return { ok: false, reason: unknownPartOptionMessage(name, byNumber.family) };
      const own = byNumber.options[known] ?? '';
      if (fold(own) !== fold(value)) return { ok: false, reason: quickEntryMessages.itemIsOther(byNumber.itemNo, known, own, value) };
    }
    return { ok: true, itemNo: byNumber.itemNo, family: byNumber.family.name, options: byNumber.options };
  }
  const family = lookup.byFamily.get(fold(row.item));
  if (!family) return { ok: false, reason: quickEntryMessages.notFound(row.item) };
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(row.options)) {
    const known = optionNameIn(family, name);
    if (!known) return { ok: false, reason: unknownPartOptionMessage(name, family) };
    const values = family.optionValues[known] ?? [];
    const canonical = values.find((v) => fold(v) === fold(value));
    if (canonical === undefined) return { ok: false, reason: quickEntryMessages.noSuchValue(family.name, known, value, values) };
    chosen[known] = canonical;
  }
  const missing = family.optionNames.filter((n) => chosen[n] === undefined);
  if (missing.length > 0) return { ok: false, reason: quickEntryMessages.missingOptions(family.name, missing) };
  const itemNo = portalItems.itemFor(family.name, chosen);
  if (!itemNo) return { ok: false, reason: partMessages.combination };
  return { ok: true, itemNo, family: family.name, options: portalItems.byItemNo(itemNo)?.options ?? chosen };
}

interface Group {
  itemNo: string;
  family: string;
  options: Record<string, string>;
  rows: QuickEntryRow[];
  quantity: number;
}

/**
 * Quick entry's lines looked up and priced for the caller (issue 32, point 4): every row resolved
 * to a portal item (the parts the Parts tab offers), rows of one item added up into one line,
 * each line priced by pricePart at the caller's price group and tier. A row is refused, never
 * guessed at: an item or option the catalog lacks, a quantity over the order limit (a repeated
 * item's total as well: all its rows are refused then, so nothing less than asked is added), an
 * item without a price in the caller's price group.
 */
export function priceQuickEntry(ctx: PricingContext, reading: QuickEntryReading, limits: Pick<OrderLimits, 'maxQuantity'>): QuickEntryResult {
  const portalItems = buildPortalItems(ctx.index);
  const lookup = lookupOf(portalItems);
  const refused: QuickEntryRefusal[] = [...reading.refused];
  const refuse = (row: QuickEntryRow, reason: string) => refused.push({ line: row.line, text: row.text, reason });
  const tooMany = orderLimitMessages.quantity(limits.maxQuantity);

  const groups = new Map<string, Group>();
  for (const row of reading.rows) {
    const resolved = resolve(portalItems, lookup, row);
    if (!resolved.ok) {
      refuse(row, resolved.reason);
      continue;
    }
    if (row.quantity > limits.maxQuantity) {
      refuse(row, tooMany);
      continue;
    }
    const group = groups.get(resolved.itemNo);
    if (group) {
      group.rows.push(row);
      group.quantity += row.quantity;
    } else {
      groups.set(resolved.itemNo, { ...resolved, rows: [row], quantity: row.quantity });
    }
  }

  const added: QuickEntryPartLine[] = [];
  for (const group of groups.values()) {
    const lines = group.rows.map((r) => r.line);
    const refuseAll = (reason: string) => group.rows.forEach((row) => refuse(row, reason));
    if (group.quantity > limits.maxQuantity) {
      refuseAll(quickEntryMessages.repeatsOverLimit(group.itemNo, lines, group.quantity, tooMany));
      continue;
    }
    const config = { family: group.family, options: group.options, quantity: group.quantity };
    const priced = pricePart(ctx, config);
    if (!priced.ok) {
      refuseAll(priced.message);
      continue;
    }
    const q = priced.quote;
    const [alert] = q.alerts;
    if (alert) {
      // A line priced at 0 could not be submitted: refused here rather than added to fail later.
      refuseAll(alert.message);
      continue;
    }
    const item = ctx.index.item(q.itemNo);
    added.push({
      lines,
      config,
      number: q.itemNo,
      displayName: item?.displayName ?? q.itemNo,
      displayName2: item?.displayName2 ?? null,
      quantity: q.quantity,
      itemCategoryCode: item?.itemCategoryCode ?? '',
      family: q.family,
      options: q.options,
      price: q.unitPriceCents / 100,
      priceCents: q.unitPriceCents,
      totalCents: q.totalCents,
      breakdown: q.breakdown,
      adjustments: q.adjustments,
      alerts: [],
    });
  }
  refused.sort((a, b) => a.line - b.line);
  return { added, refused };
}
