import { priceCart, submissionProblems, type LineProblem } from '../pricing/cart/cart-price';
import type { PricingContext } from '../pricing/pricing-context';
import type { LineQuote } from '../pricing/price-breakdown';
import { pricingAlert } from '../pricing/pricing-alerts';
import { unknownPartOptionErrors } from '../configuration/parts/part-config';
import { buildPortalItems } from '../pricing/parts/portal-items';
import type { FieldErrors } from '../errors/domain-error';
import type { TCart } from './order-schemas';
import type { OrderLines, OrderPartLine, OrderRoofLine, OrderScreenLine, PricedLine } from './order-view';
import { sameConfig } from './same-config';

/** An order's lines priced on the server, their totals in cents, and why a line cannot be submitted. */
export interface PricedOrder {
  lines: OrderLines;
  totals: { screensTotal: number; roofsTotal: number; partsTotal: number; totalPrice: number };
  problems: LineProblem[];
}

const money = (cents: number) => cents / 100;
/** A line id the client sent ('' is none). */
const sent = (id: string | undefined) => id || undefined;
/** A new line's id: a random UUID (Web Crypto, in Node and browsers alike). */
const randomLineId = () => crypto.randomUUID();

/** The priced fields every stored line carries, from its quote. */
function pricedFields(q: LineQuote): Omit<PricedLine, 'problem'> {
  return {
    price: money(q.unitPriceCents),
    priceCents: q.unitPriceCents,
    totalCents: q.totalCents,
    breakdown: q.breakdown,
    adjustments: q.adjustments,
    alerts: q.alerts,
  };
}

/**
 * The cart priced on the server for the order's price group and tier, as the order stores it:
 * every line with its breakdown, kits and the reason it could not be submitted. Whatever prices
 * the client sent are not part of TCart, so they cannot reach this.
 */
export function priceOrder(ctx: PricingContext, cart: TCart, newId: () => string = randomLineId): PricedOrder {
  const quote = priceCart(ctx, { screens: cart.screens.map((s) => s.config), roofs: cart.roofs.map((r) => r.config), parts: cart.parts.map((p) => p.config) });
  const problems = submissionProblems(quote);
  const problemOf = (section: LineProblem['section'], index: number) => problems.find((p) => p.section === section && p.index === index)?.message ?? null;

  const screens: OrderScreenLine[] = cart.screens.map((line, i) => {
    const q = quote.screens[i]!;
    return {
      screenId: sent(line.screenId) ?? newId(),
      screenName: line.screenName,
      details: line.details,
      config: line.config,
      mappedScrKits: q.mappedScrKits,
      ...pricedFields(q),
      problem: problemOf('screens', i),
    };
  });
  const roofs: OrderRoofLine[] = cart.roofs.map((line, i) => {
    const q = quote.roofs[i]!;
    return {
      roofId: sent(line.roofId) ?? newId(),
      roofName: line.config.roofName,
      config: line.config,
      mappedRfKits: q.mappedRfKits,
      ...pricedFields(q),
      problem: problemOf('roofs', i),
    };
  });
  const parts: OrderPartLine[] = cart.parts.map((line, i) => {
    const r = quote.parts[i]!;
    const common = { partId: sent(line.partId) ?? newId(), config: line.config, problem: problemOf('parts', i) };
    if (!r.ok) {
      // Kept in a draft at 0 with its reason; submission refuses it (problem above).
      const number = line.config.itemNo ?? '';
      return {
        ...common,
        id: number,
        number,
        displayName: line.config.family ?? number,
        displayName2: null,
        quantity: line.config.quantity,
        itemCategoryCode: '',
        attributes: [],
        family: line.config.family ?? null,
        options: line.config.options,
        price: 0,
        priceCents: 0,
        totalCents: 0,
        breakdown: [],
        adjustments: [],
        alerts: [{ ...pricingAlert.itemNotFound(), message: r.message }],
      };
    }
    const q = r.quote;
    const item = ctx.index.item(q.itemNo);
    return {
      ...common,
      id: q.itemNo,
      number: q.itemNo,
      displayName: item?.displayName ?? q.itemNo,
      displayName2: item?.displayName2 ?? null,
      quantity: q.quantity,
      itemCategoryCode: item?.itemCategoryCode ?? '',
      attributes: Object.entries(item?.attributes ?? {}).map(([attributeName, attributeValues]) => ({ attributeName, attributeValues })),
      family: q.family,
      options: q.options,
      ...pricedFields(q),
    };
  });
  return { lines: { screens, roofs, parts }, totals: quote.totals, problems };
}

/** Every option name a part line sends that its family does not have, keyed by the save input's path. */
export function unknownCartOptions(ctx: PricingContext, cart: TCart): FieldErrors {
  const portalItems = buildPortalItems(ctx.index);
  return Object.fromEntries(
    cart.parts.flatMap((line, i) =>
      Object.entries(unknownPartOptionErrors(portalItems, line.config)).map(([path, message]) => [
        `cart.parts.${i}.config.${path}`,
        `Part ${i + 1}: ${message}`,
      ]),
    ),
  );
}

/**
 * The stored line each priced line leaves as it was, if any. A line sent with a stored line's id
 * is that line; a line sent without one (the original client sends none) is the first stored
 * line not yet taken with the same configuration, one of the same name first. So deleting,
 * adding or reordering lines leaves every other line matched: a match by position would compare
 * each line after a deleted one with its neighbour and reprice it. A stored line whose
 * configuration differs is no match: that line is priced anew.
 */
function keptLines<T extends { config: unknown }>(
  stored: T[],
  lines: T[],
  idOf: (l: T) => string,
  sentId: (i: number) => string | undefined,
  nameOf: (l: T) => string = () => '',
): (T | undefined)[] {
  const taken = new Set<T>();
  const take = (line: T | undefined) => {
    if (line) taken.add(line);
    return line;
  };
  // Lines sent with an id claim their stored line first, wherever they stand in the cart.
  const byId = lines.map((line, i) => {
    const id = sentId(i);
    const same = id === undefined ? undefined : stored.find((l) => idOf(l) === id && !taken.has(l));
    return same && sameConfig(same.config, line.config) ? take(same) : undefined;
  });
  return lines.map((line, i) => {
    if (sentId(i) !== undefined) return byId[i];
    const free = stored.filter((l) => !taken.has(l) && sameConfig(l.config, line.config));
    return take(free.find((l) => nameOf(l) === nameOf(line)) ?? free[0]);
  });
}

const sum = (lines: { totalCents: number }[]) => lines.reduce((a, l) => a + l.totalCents, 0);

/**
 * A submitted order processed by an administrator: only the lines that changed (new, or a
 * different configuration) are priced anew; every untouched line keeps the price it was
 * submitted with, whatever the catalog, the rules or the tier say today. Names and details are
 * not prices: they follow the cart.
 */
export function repriceChangedLines(stored: OrderLines, priced: PricedOrder, cart: TCart): PricedOrder {
  const fresh = new Set<string>();
  const pick = <T extends { config: unknown }>(
    section: LineProblem['section'],
    lines: T[],
    kept: T[],
    idOf: (l: T) => string,
    sentId: (i: number) => string | undefined,
    nameOf?: (l: T) => string,
  ): T[] => {
    const same = keptLines(kept, lines, idOf, sentId, nameOf);
    return lines.map((line, i) => {
      if (!same[i]) fresh.add(`${section}.${i}`);
      return same[i] ?? line;
    });
  };
  const screens = pick(
    'screens',
    priced.lines.screens,
    stored.screens,
    (l) => l.screenId,
    (i) => sent(cart.screens[i]?.screenId),
    (l) => l.screenName,
  ).map((l, i) => ({ ...l, screenName: priced.lines.screens[i]!.screenName, details: priced.lines.screens[i]!.details }));
  const roofs = pick(
    'roofs',
    priced.lines.roofs,
    stored.roofs,
    (l) => l.roofId,
    (i) => sent(cart.roofs[i]?.roofId),
  );
  const parts = pick(
    'parts',
    priced.lines.parts,
    stored.parts,
    (l) => l.partId,
    (i) => sent(cart.parts[i]?.partId),
  );
  const [screensTotal, roofsTotal, partsTotal] = [sum(screens), sum(roofs), sum(parts)];
  return {
    lines: { screens, roofs, parts },
    totals: { screensTotal, roofsTotal, partsTotal, totalPrice: screensTotal + roofsTotal + partsTotal },
    problems: priced.problems.filter((p) => fresh.has(`${p.section}.${p.index}`)),
  };
}
