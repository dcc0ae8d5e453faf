import { z } from 'zod';
import { listSearch } from '../paging/list-search';
import { warrantyLimits } from './warranty-limits';
import { warrantyDraftProblems, warrantyMessages } from './warranty-rules';
import { warrantyStatuses } from './warranty-status';
import { warrantySubItems } from './warranty-sub-items';

/**
 * What a client sends about warranty requests (portal.md §3 Warranty request, §5, §7). Only the
 * fields a dealer or an administrator may set are read: a status, owner, customer or date sent
 * with a new request is ignored (the request starts New, the caller's, now).
 */

const text = (max: number, what: string) => z.string({ error: `${what} must be text` }).max(max, `${what} must be at most ${max} characters`);

export const ZWarrantyItemInput = z
  .object({
    itemId: z
      .string({ error: 'Choose a screen or roof of the order' })
      .min(1, 'Choose a screen or roof of the order')
      .max(100, 'Choose a screen or roof of the order'),
    subItems: z
      .array(z.enum(warrantySubItems, { error: 'Choose sub-items from the list' }))
      .max(warrantyLimits.subItemsMax, `At most ${warrantyLimits.subItemsMax} sub-items`)
      .default([])
      .describe('The parts reported: the roof list for a roof line, the screen list for a screen line'),
    comments: z
      .record(z.string().max(50, 'Unknown sub-item'), text(warrantyLimits.commentMax, 'A comment'))
      .default({})
      .describe('A non-blank comment per ticked sub-item, keyed by the sub-item; comments of sub-items not ticked are dropped'),
  })
  .describe('A screen or roof line of the order, the sub-items reported and a comment for each');

export const ZCreateWarrantyInput = z
  .object({
    order: z.uuid({ error: warrantyMessages.invalidOrderId }).describe("The order: approved or shipped, your own or your team's"),
    warrantyMessage: text(warrantyLimits.messageMax, 'The message').describe('What is wrong, in general'),
    warrantyItems: z
      .array(ZWarrantyItemInput)
      .max(warrantyLimits.itemsMax, `At most ${warrantyLimits.itemsMax} items`)
      .describe('The screens and roofs reported, each once'),
  })
  .superRefine((draft, ctx) => {
    for (const [key, message] of Object.entries(warrantyDraftProblems(draft)))
      ctx.addIssue({ code: 'custom', path: key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  })
  .meta({ id: 'CreateWarranty', description: 'A new warranty request: the order, its screens and roofs with the sub-items reported, and a message' });
export type TCreateWarrantyInput = z.input<typeof ZCreateWarrantyInput>;
export type TCreateWarranty = z.output<typeof ZCreateWarrantyInput>;

export const ZWarrantyId = z.object({ id: z.uuid({ error: warrantyMessages.invalidId }) });

export const ZUpdateWarrantyInput = z
  .object({
    _id: z.uuid({ error: warrantyMessages.invalidId }).describe('The warranty request'),
    warrantyStatus: z.enum(warrantyStatuses, { error: `warrantyStatus must be one of ${warrantyStatuses.join(', ')}` }).optional(),
    warrantyMessage: text(warrantyLimits.messageMax, 'The message').optional(),
  })
  .superRefine((patch, ctx) => {
    if (patch.warrantyStatus === undefined && patch.warrantyMessage === undefined)
      ctx.addIssue({ code: 'custom', path: ['_'], message: warrantyMessages.nothingToChange });
    if (patch.warrantyMessage !== undefined && patch.warrantyMessage.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['warrantyMessage'], message: warrantyMessages.blankMessage });
  })
  .meta({ id: 'UpdateWarranty', description: 'An administrator changes the status and/or the message of a warranty request' });
export type TUpdateWarrantyInput = z.input<typeof ZUpdateWarrantyInput>;
export type TUpdateWarranty = z.output<typeof ZUpdateWarrantyInput>;

const offset = z.coerce
  .number({ error: 'offset must be a number' })
  .int('offset must be a whole number')
  .min(0, 'offset must be 0 or more')
  .max(1_000_000_000, 'offset is too large')
  .default(0);

/** My warranties or my team's (the ERP customer's), 20 a page (portal.md §9). */
const search = listSearch('the request number (W-00012), the order name or the message');
export const ZDealerWarrantiesQuery = z.object({ offset, search });
export const ZDealerWarrantiesInput = z.object({ scope: z.enum(['mine', 'team']).default('mine'), offset, search });
export type TDealerWarranties = z.output<typeof ZDealerWarrantiesInput>;

/** Every warranty request (administrators), 50 a page unless asked otherwise; filtered by status and dealer name. */
export const ZAdminWarrantiesInput = z.object({
  offset,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(warrantyLimits.adminPageSize),
  status: z.enum(warrantyStatuses, { error: `status must be one of ${warrantyStatuses.join(', ')}` }).optional(),
  filter: z
    .string()
    .trim()
    .max(100, 'Filter must be at most 100 characters')
    .optional()
    .describe('Part of the dealer (ERP customer) name or of the portal user’s who filed it'),
});
export type TAdminWarrantiesInput = z.input<typeof ZAdminWarrantiesInput>;
export type TAdminWarranties = z.output<typeof ZAdminWarrantiesInput>;

/** The orders a dealer may file a request on (the new-warranty dialog's choice), by part of the name or number. */
export const ZWarrantyOrdersInput = z.object({ search: z.string().trim().max(100, 'Search must be at most 100 characters').optional() });
export type TWarrantyOrdersInput = z.input<typeof ZWarrantyOrdersInput>;

/** The warranty requests of one order (its expanded row in the order lists), newest first. */
export const ZOrderWarrantiesInput = z.object({ orderId: z.uuid({ error: warrantyMessages.invalidOrderId }) });
