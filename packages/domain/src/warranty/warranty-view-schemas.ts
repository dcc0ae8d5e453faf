import { z } from 'zod';
import { pageOf } from '../paging/page';
import { warrantyStatuses } from './warranty-status';

/**
 * A warranty request as the API answers it (portal.md §3 Warranty request): the response schemas,
 * describing what is stored and sent, without the rules of a new request (warranty-schemas.ts).
 */
const isoDate = (description: string) => z.iso.datetime().describe(`${description} (ISO 8601, UTC)`);

export const ZWarrantyItem = z
  .object({
    itemId: z.string().describe('The screen line (screenId) or roof line (roofId) of the order'),
    kind: z.enum(['screen', 'roof']).describe('Which list its sub-items come from'),
    itemName: z.string().describe('The line as the order names it when the request was filed'),
    subItems: z.array(z.string()).describe('The parts reported'),
    comments: z.record(z.string(), z.string()).describe('The comment per reported sub-item'),
  })
  .meta({ id: 'WarrantyItem', description: 'A screen or roof of the order, the parts reported and a comment for each' });

export const ZWarrantyTransition = z
  .object({
    at: isoDate('When'),
    by: z.string().describe('Who: the name of the account, as it was then'),
    from: z.enum(warrantyStatuses).nullable().describe('The status before; null when the request was filed'),
    to: z.enum(warrantyStatuses),
  })
  .meta({ id: 'WarrantyTransition', description: "An entry of the request's history: filed, or a status change" });

export const ZWarrantyUserDetails = z
  .object({
    userName: z.string().describe('The portal user who filed it'),
    email: z.string(),
    bc_customer_id: z.string().nullable().describe('The ERP customer of the order'),
    bc_customer_displayName: z.string().nullable().describe('The dealer name'),
  })
  .meta({ id: 'WarrantyUserDetails', description: 'Who filed the request and the dealer, as they were when it was filed' });

export const ZWarranty = z
  .object({
    _id: z.uuid().describe('The warranty request id'),
    warrantyId: z.string().describe("The request's number, for people ('W-00012')"),
    warrantyStatus: z.enum(warrantyStatuses),
    warrantyMessage: z.string(),
    warrantyItems: z.array(ZWarrantyItem),
    itemsCount: z.number().int().describe('How many screens and roofs it reports'),
    order: z.uuid().describe('The order id'),
    orderPortalNumber: z.string().describe("The order's portal number (P-000123)"),
    orderName: z.string().describe("The order's name when the request was filed"),
    user: z.uuid().nullable().describe('Who filed it; null once the account is deleted (the request and its userDetails stay)'),
    userDetails: ZWarrantyUserDetails,
    createdAt: isoDate('Filed'),
    updatedAt: isoDate('Last written'),
    history: z.array(ZWarrantyTransition).describe('Oldest first'),
  })
  .meta({
    id: 'Warranty',
    description: 'A warranty request (portal.md §3): the order, the screens and roofs with the parts reported, the message, its status and history',
  });

export const ZWarrantyList = pageOf(ZWarranty, {
  id: 'WarrantyList',
  things: 'warranty requests',
  itemsDescription: 'This page of warranty requests, newest first',
});

/** An order a dealer may file a request on: approved or shipped, their own or their team's. */
export const ZWarrantyOrderChoice = z.object({
  _id: z.uuid(),
  portalNumber: z.string().describe('The portal order number (P-000123)'),
  orderName: z.string(),
  orderNumber: z.string(),
  status: z.enum(['APPROVED', 'Shipped']),
  updatedAt: isoDate('Last written'),
  customerId: z.string().describe('The ERP customer of the order'),
});
export const ZWarrantyOrderChoices = pageOf(ZWarrantyOrderChoice, { id: 'WarrantyOrderChoices', things: 'orders a warranty request may be filed on' });
export type WarrantyOrderChoice = z.infer<typeof ZWarrantyOrderChoice>;
export type WarrantyOrderChoices = z.infer<typeof ZWarrantyOrderChoices>;

export type WarrantyView = z.infer<typeof ZWarranty>;
export type WarrantyItemView = z.infer<typeof ZWarrantyItem>;
export type WarrantyTransition = z.infer<typeof ZWarrantyTransition>;
export type WarrantyUserDetails = z.infer<typeof ZWarrantyUserDetails>;
export type WarrantyList = z.infer<typeof ZWarrantyList>;
