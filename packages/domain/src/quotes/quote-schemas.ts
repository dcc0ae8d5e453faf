import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import { pageOf } from '../paging/page';
import { oneLineName } from '../text/one-line-name';
import { belowCostKinds, markupDecimals, markupKindLabels, type MarkupKind, type Markups } from './retail-prices';

export const quoteStatuses = ['open', 'won', 'lost'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusLabels: Record<QuoteStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost' };

export const quoteLimits = { nameMax: 120, addressMax: 500, notesMax: 2000, companyFieldMax: 200, logoBytesMax: 2 * 1024 * 1024, pageSize: 20 };

export const quoteMessages = {
  markupRange: (kind: MarkupKind) => `${markupKindLabels[kind]} markup must be above 0 and at most 10`,
  markupDecimals: (kind: MarkupKind) => `${markupKindLabels[kind]} markup has at most ${markupDecimals} decimals`,
  belowCost: (kind: MarkupKind) => `${markupKindLabels[kind]} markup below 1× sells under your cost: confirm it (allowBelowCost)`,
  notYourTeamsOrder: 'orderId must be a saved order of your team',
};

const markup = (kind: MarkupKind) =>
  z
    .number({ error: quoteMessages.markupRange(kind) })
    .gt(0, quoteMessages.markupRange(kind))
    .max(10, quoteMessages.markupRange(kind))
    .refine((m) => Math.abs(m * 10 ** markupDecimals - Math.round(m * 10 ** markupDecimals)) < 1e-6, quoteMessages.markupDecimals(kind))
    .describe(`${markupKindLabels[kind]}: retail = portal price × this (1.35 sells at 35 % over cost); above 0, at most 10`);

export const ZMarkups = z
  .strictObject({ screens: markup('screens'), roofs: markup('roofs'), parts: markup('parts') })
  .describe('A multiplier per product kind');

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .transform((v) => v.trim());
const oneLine = (field: string, max: number) => text(field, max).transform(oneLineName);

export const ZCompany = z
  .strictObject({
    name: oneLine('company.name', quoteLimits.companyFieldMax),
    address: text('company.address', quoteLimits.addressMax),
    phone: oneLine('company.phone', 40),
    email: oneLine('company.email', quoteLimits.companyFieldMax),
  })
  .describe("The dealer's company block printed at the top of his quotes");

/** Markups below 1× pass only with the dealer's confirmation: a refusal names each such kind. */
function confirmBelowCost(value: { markups?: Partial<Markups> | undefined; allowBelowCost?: boolean | undefined }, ctx: z.RefinementCtx) {
  if (value.allowBelowCost) return;
  const markups = value.markups ?? {};
  for (const kind of belowCostKinds({ screens: 1, roofs: 1, parts: 1, ...markups } as Markups)) {
    ctx.addIssue({ code: 'custom', path: ['markups', kind], message: quoteMessages.belowCost(kind) });
  }
}

const allowBelowCost = z.boolean({ error: 'allowBelowCost must be true or false' }).optional().describe('Required (true) to keep a markup below 1×');

/** What the answers hold: the same fields, as stored (no parsing rules). */
const ZMarkupsView = z
  .object({ screens: z.number(), roofs: z.number(), parts: z.number() })
  .meta({ id: 'Markups', description: 'A multiplier per product kind: retail = portal price × it' });
const ZCompanyView = z
  .object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() })
  .meta({ id: 'QuoteCompany', description: "The dealer's company block printed at the top of his quotes" });

export const ZQuoteSettingsInput = z.strictObject({ markups: ZMarkups, company: ZCompany, allowBelowCost }).superRefine(confirmBelowCost);
export type TQuoteSettingsInput = z.output<typeof ZQuoteSettingsInput>;

export const ZQuoteSettings = z
  .object({
    markups: ZMarkupsView.nullable().describe("The team's markups; null for a salesperson (withheld)"),
    company: ZCompanyView,
    allowBelowCost: z.boolean().describe('Whether the saved markups sell under cost (confirmed)'),
    hasLogo: z.boolean().describe('Whether a logo is printed on the quotes (GET /api/quotes/settings/logo)'),
  })
  .meta({ id: 'QuoteSettings', description: "A team's quote settings: its markups and company block" });
export type TQuoteSettings = z.output<typeof ZQuoteSettings>;

const isoDay = z.iso.date({ error: 'validUntil must be a date (yyyy-mm-dd)' });

export const ZCreateQuoteInput = z
  .strictObject({
    orderId: z.uuid({ error: 'orderId must be an order id' }),
    customerName: oneLine('customerName', quoteLimits.nameMax).pipe(z.string().min(1, 'customerName is required')),
    customerAddress: text('customerAddress', quoteLimits.addressMax).optional(),
    markups: z
      .strictObject({ screens: markup('screens').optional(), roofs: markup('roofs').optional(), parts: markup('parts').optional() })
      .optional()
      .describe("Per kind, instead of the team's settings"),
    validUntil: isoDay.describe('The last day the quote holds'),
    notes: text('notes', quoteLimits.notesMax).optional(),
    allowBelowCost,
  })
  .superRefine(confirmBelowCost);
export type TCreateQuoteInput = z.output<typeof ZCreateQuoteInput>;

export const ZQuoteId = z.object({ id: z.uuid({ error: 'id must be a quote id' }) });

export const ZPatchQuoteInput = z.strictObject({
  status: z.enum(quoteStatuses, { error: `status must be one of ${quoteStatuses.join(', ')}` }).optional(),
  notes: text('notes', quoteLimits.notesMax).optional(),
});

export const ZQuoteListInput = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional().describe('Part of the quote number, the customer or the order name'),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000)
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(quoteLimits.pageSize),
});
export type TQuoteListInput = z.output<typeof ZQuoteListInput>;

const cents = (d: string) => z.number().int().describe(`${d} (integer cents)`);

export const ZQuoteLine = z.object({
  lineId: z.string(),
  kind: z.enum(['screen', 'roof', 'part']),
  title: z.string(),
  quantity: z.number(),
  costUnitCents: cents("The dealer's unit price on the order (never printed); null for a salesperson (withheld)").nullable(),
  retailUnitCents: cents('Retail unit price: cost × markup, rounded half up'),
  retailTotalCents: cents('Retail unit price × quantity'),
});

export const ZQuote = z
  .object({
    _id: z.uuid(),
    number: z
      .string()
      .regex(/^Q-\d{6,}$/)
      .describe('Q- and six digits'),
    status: z.enum(quoteStatuses),
    orderId: z.uuid().nullable().describe('The order it was made from (null once that order is deleted: the quote keeps its copy)'),
    orderName: z.string(),
    portalNumber: z.string(),
    currency: z.enum(priceGroups),
    customerName: z.string(),
    customerAddress: z.string(),
    markups: ZMarkupsView.nullable().describe('The markups it was made with; null for a salesperson (with the retail prices they would give the cost)'),
    validUntil: z.iso.date(),
    notes: z.string(),
    lines: z.array(ZQuoteLine),
    retailTotalCents: cents('The quote total'),
    costTotalCents: cents("The dealer's cost (the order's total; never printed); null for a salesperson (withheld)").nullable(),
    createdBy: z.string().describe('Who made it'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Quote', description: "A customer quote: the order's lines at the dealer's retail prices" });
export type TQuote = z.output<typeof ZQuote>;

export const ZQuoteList = pageOf(ZQuote, { id: 'QuoteList', things: 'quotes' });
export const ZQuoteDeleted = z.object({ deleted: z.literal(true) }).meta({ id: 'QuoteDeleted', description: 'The quote is deleted' });

export const quoteNumber = (n: number) => `Q-${String(n).padStart(6, '0')}`;
