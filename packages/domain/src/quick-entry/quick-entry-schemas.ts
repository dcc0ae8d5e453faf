import { z } from 'zod';
import { ZPartConfigView, ZPriceBreakdownLine, ZPricingAlert } from '../orders/order-view-schemas';

/**
 * Quick entry (issue 32, point 4): the Parts tab takes pasted lines or an uploaded CSV of
 * `item number, quantity[, name=value;name=value]` and answers the lines it could add, priced at
 * the caller's prices, and every other line with its reason. POST /api/store/quick-entry, tRPC
 * quickEntry.price. The reading rules are in quick-entry-lines.ts, the resolution and pricing in
 * quick-entry.ts; docs/decisions/quick-entry.md says why.
 */

/** The most data lines (a header and blank lines not counted) one call reads. */
export const quickEntryMaxLines = 500;
/** The most characters one call sends: 500 lines of 400 characters, far below the 1 MiB body limit. */
export const quickEntryMaxChars = 200_000;
/** A refused line is echoed up to this many characters (then '…'), so an answer stays small whatever was sent. */
export const quickEntryEchoMax = 200;

export const quickEntryMessages = {
  empty: 'Please paste lines or choose a CSV file: item number, quantity[, name=value;name=value]',
  tooLong: `At most ${quickEntryMaxChars.toLocaleString('en-US')} characters at once: add the rest in another go`,
  tooMany: (count: number) => `At most ${quickEntryMaxLines} lines at once (this has ${count}): add the rest in another go`,
  unreadable: 'This line could not be read: a quote (") is opened and not closed',
  noItem: 'Please enter an item number',
  notFound: (item: string) => `Item not found: ${item}`,
  noQuantity: 'Please enter a quantity',
  badQuantity: (text: string) => `'${text}' is not a quantity: enter a whole number of 1 or more`,
  optionWithoutValue: (text: string) => `'${text}' is not an option: write name=value, several separated by ;`,
  optionTwice: (name: string) => `Option ${name} is given twice`,
  noSuchValue: (family: string, option: string, value: string, values: readonly string[]) =>
    `${family} has no ${option} '${value}': its values are ${values.join(', ')}`,
  itemIsOther: (itemNo: string, option: string, itemValue: string, value: string) =>
    `${itemNo} is ${option} ${itemValue}, not ${value}: leave the option out, or name the family with its options`,
  missingOptions: (family: string, missing: readonly string[]) => `Please enter all options: ${family} needs ${missing.join(' and ')}`,
  /** One item over the quantity limit once its lines add up. */
  repeatsOverLimit: (itemNo: string, lines: readonly number[], total: number, limit: string) =>
    `Lines ${lines.join(', ')} order ${total.toLocaleString('en-US')} of ${itemNo} together: ${limit}`,
  /** The web's: a line the cart has no room for. */
  cartFull: (maxLines: number) => `Not added: the cart holds the most lines an order may (${maxLines})`,
} as const;

export const ZQuickEntryInput = z
  .strictObject({
    lines: z
      .string({ error: quickEntryMessages.empty })
      .max(quickEntryMaxChars, quickEntryMessages.tooLong)
      .refine((text) => text.trim() !== '', quickEntryMessages.empty)
      .describe(
        'The lines as pasted, or the text of a CSV file: one line per item, `item number, quantity[, name=value;name=value]`, ' +
          `separated by commas or tabs, at most ${quickEntryMaxLines} lines. The first column is an item number or a part family's name ` +
          '(then the options choose the item); a first line naming the columns is skipped; lines of the same item add up.',
      ),
  })
  .meta({ id: 'QuickEntry', description: 'Pasted lines or a CSV file’s text for the Parts tab’s quick entry' });
export type TQuickEntryInput = z.output<typeof ZQuickEntryInput>;

const cents = (description: string) => z.number().int().describe(`${description} (integer cents)`);

export const ZQuickEntryPartLine = z
  .object({
    lines: z.array(z.number().int()).describe('The lines of the text it was read from (1 is the first line; lines of one item add up into this one)'),
    // What the cart keeps and an order save takes (the family and options, the quantity): PartConfig's own description says so.
    config: ZPartConfigView,
    number: z.string().describe('The item number'),
    displayName: z.string(),
    displayName2: z.string().nullable(),
    quantity: z.number().int().describe('The lines’ quantities added up'),
    itemCategoryCode: z.string(),
    family: z.string().nullable().describe('The part family'),
    options: z.record(z.string(), z.string()).describe('Option name → value of the item'),
    price: z.number().describe("Per unit, tier applied (decimal, in the caller's currency: cents ÷ 100)"),
    priceCents: cents('Per unit, tier applied'),
    totalCents: cents('The line: priceCents × quantity (a price per box rounds once on the line)'),
    breakdown: z.array(ZPriceBreakdownLine).describe('Why it costs that'),
    adjustments: z.array(z.string()).describe('Rules applied to the line as a whole (the tier rate)'),
    alerts: z.array(ZPricingAlert).describe('Always empty: a line that cannot be priced is refused, not added'),
  })
  .meta({ id: 'QuickEntryPartLine', description: "A part line quick entry could add, priced at the caller's prices (as an order's part line)" });
export type QuickEntryPartLine = z.output<typeof ZQuickEntryPartLine>;

export const ZQuickEntryRefusal = z
  .object({
    line: z.number().int().describe('Which line of the text (1 is the first, the header and blank lines counted): a spreadsheet’s row number'),
    text: z.string().describe(`The line as sent (at most ${quickEntryEchoMax} characters, then …)`),
    reason: z.string().describe("Why it was not added, for the dealer ('Item not found: PT-XX', 'Maximum quantity is 1000')"),
  })
  .meta({ id: 'QuickEntryRefusal', description: 'A line quick entry could not add, and why' });
export type QuickEntryRefusal = z.output<typeof ZQuickEntryRefusal>;

export const ZQuickEntryResult = z
  .object({
    added: z.array(ZQuickEntryPartLine).describe('One line per item, in the order the items first appear'),
    refused: z.array(ZQuickEntryRefusal).describe('Every line that was not added, in the order of the text'),
  })
  .meta({ id: 'QuickEntryResult', description: 'What quick entry added and what it refused: nothing is stored, the cart adds the lines' });
export type QuickEntryResult = z.output<typeof ZQuickEntryResult>;
