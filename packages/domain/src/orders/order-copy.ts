import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import type { LineProblem } from '../pricing/cart/cart-price';
import { ZIdempotencyKey, ZOrderId, ZPartLine, ZRoofLine, ZScreenLine, type TCart } from './order-schemas';
import type { OrderLines, OrderView } from './order-view';
import { ZOrder } from './order-view-schemas';

/** Copy an order the caller may see into a new draft of the caller's (issue 29). */
export const ZCopyOrderInput = ZOrderId.extend({ idempotencyKey: ZIdempotencyKey.optional() });
export type TCopyOrderInput = z.input<typeof ZCopyOrderInput>;
export type TCopyOrder = z.output<typeof ZCopyOrderInput>;

type Section = LineProblem['section'];
const ZSection = z.enum(['screens', 'roofs', 'parts']);
const amount = (what: string) => z.number().describe(`${what}, a decimal amount with two decimals`);

export const ZCopiedLine = z
  .object({
    section: ZSection,
    name: z.string().describe("The line as the cart names it: 'Screen 1 (Patio)', 'Roof 1 (Roof A)', 'Part 2 (Handheld Remote)'"),
    oldPrice: amount("The line's total on the copied order, in its currency"),
    newPrice: amount("The line's total at today's prices, in the draft's currency"),
    difference: amount('newPrice − oldPrice').nullable().describe('newPrice − oldPrice; null when the two orders are in different currencies'),
  })
  .meta({ id: 'CopiedLine', description: 'A line of the copied order and what it costs today' });

export const ZLeftOutLine = z
  .object({
    section: ZSection,
    name: z.string().describe('The line as the copied order names it'),
    reason: z.string().describe("Why it is not in the draft, in a dealer's words ('No longer sold')"),
  })
  .meta({ id: 'LeftOutLine', description: 'A line of the copied order that is not sold today, left out of the draft' });

export type TCopiedLine = z.infer<typeof ZCopiedLine>;
export type TLeftOutLine = z.infer<typeof ZLeftOutLine>;

const ZCopiedFrom = z
  .object({
    _id: z.uuid().describe('The copied order'),
    orderName: z.string(),
    currency: z.enum(priceGroups).describe("The copied order's currency"),
  })
  .describe('The order this draft was copied from');

export const ZOrderCopy = ZOrder.extend({
  copiedFrom: ZCopiedFrom,
  copiedLines: z.array(ZCopiedLine).describe('Every line of the draft, in cart order, with its old and new price'),
  leftOut: z.array(ZLeftOutLine).describe('The lines of the copied order that are not sold today: not in the draft'),
}).meta({
  id: 'OrderCopy',
  description: "The new draft (status DRAFT, the caller's) with each line's old and new price and the lines left out",
});
export type TOrderCopy = z.infer<typeof ZOrderCopy>;

/** What a copy would make, nothing written: the lines the copy answers, and the draft's totals. */
export const ZOrderCopyPreview = z
  .object({
    copiedFrom: ZCopiedFrom.describe('The order to copy'),
    currency: z.enum(priceGroups).describe("The draft's currency: the caller's"),
    copiedLines: z.array(ZCopiedLine).describe('Every line the draft would have, in cart order, with its old and new price'),
    leftOut: z.array(ZLeftOutLine).describe('The lines of the order that are not sold today: a copy leaves them out'),
    totalsCents: ZOrder.shape.totalsCents.describe("The draft's totals at today's prices, in exact cents"),
  })
  .meta({
    id: 'OrderCopyPreview',
    description: "What copying the order would make, nothing saved: each line's old and new price, the lines left out, the new totals",
  });
export type TOrderCopyPreview = z.infer<typeof ZOrderCopyPreview>;

/** A copy's name: 'Copy of …', within the 50 characters an order name may have. */
export function copyName(orderName: string): string {
  return `Copy of ${orderName}`.slice(0, 50).trim();
}

const sectionLabel: Record<Section, string> = { screens: 'Screen', roofs: 'Roof', parts: 'Part' };

/** The name of line `index` (from 0) of a section, as the cart and the save's messages number them. */
export function copiedLineName(order: Pick<OrderLines, Section>, section: Section, index: number): string {
  const own = section === 'screens' ? order.screens[index]?.screenName : section === 'roofs' ? order.roofs[index]?.roofName : order.parts[index]?.displayName;
  const label = `${sectionLabel[section]} ${index + 1}`;
  return own ? `${label} (${own})` : label;
}

export interface CopySource {
  /** Every line of the copied order that still reads as a line of a cart, in order, with its index there. */
  cart: TCart;
  /** For each section of `cart`, the index of each line in the copied order. */
  from: Record<Section, number[]>;
  /** Lines that do not read as a cart line today (an option no longer offered), with why. */
  unreadable: { section: Section; index: number; reason: string }[];
}

/**
 * The copied order's lines as a new cart: configurations only (line ids, prices, kits and
 * breakdowns are the server's to compute again). A line whose stored configuration no longer
 * passes today's schemas is not offered any more.
 */
export function copySource(order: Pick<OrderLines, Section>): CopySource {
  const cart: TCart = { screens: [], roofs: [], parts: [], extraDetails: '' };
  const from: CopySource['from'] = { screens: [], roofs: [], parts: [] };
  const unreadable: CopySource['unreadable'] = [];
  const reasonOf = (error: z.ZodError) => error.issues[0]?.message ?? 'No longer offered';
  order.screens.forEach((line, index) => {
    const parsed = ZScreenLine.safeParse({ screenName: line.screenName, details: line.details, config: line.config });
    if (parsed.success) {
      cart.screens.push(parsed.data);
      from.screens.push(index);
    } else unreadable.push({ section: 'screens', index, reason: reasonOf(parsed.error) });
  });
  order.roofs.forEach((line, index) => {
    const parsed = ZRoofLine.safeParse({ config: line.config });
    if (parsed.success) {
      cart.roofs.push(parsed.data);
      from.roofs.push(index);
    } else unreadable.push({ section: 'roofs', index, reason: reasonOf(parsed.error) });
  });
  order.parts.forEach((line, index) => {
    const parsed = ZPartLine.safeParse({ config: { ...line.config, quantity: line.quantity } });
    if (parsed.success) {
      cart.parts.push(parsed.data);
      from.parts.push(index);
    } else unreadable.push({ section: 'parts', index, reason: reasonOf(parsed.error) });
  });
  return { cart, from, unreadable };
}

const money = (cents: number) => Math.round(cents) / 100;

/** An order's lines and its currency: all a line comparison reads. */
type CopyLines = OrderLines & { userDetails: Pick<OrderView['userDetails'], 'bc_customer_priceGroup'> };

/**
 * The draft's lines beside the copied order's: line i of a draft section is line `from[i]` of
 * the copied order. The difference is in cents first, so it is exact to the cent.
 */
export function copiedLines(source: CopyLines, draft: CopyLines, from: CopySource['from']): TCopiedLine[] {
  const sameCurrency = source.userDetails.bc_customer_priceGroup === draft.userDetails.bc_customer_priceGroup;
  return (['screens', 'roofs', 'parts'] as const).flatMap((section) =>
    draft[section].map((line, i) => {
      const index = from[section][i] ?? i;
      const old = source[section][index]?.totalCents ?? 0;
      return {
        section,
        name: copiedLineName(draft, section, i),
        oldPrice: money(old),
        newPrice: money(line.totalCents),
        difference: sameCurrency ? money(line.totalCents - old) : null,
      };
    }),
  );
}
