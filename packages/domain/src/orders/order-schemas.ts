import { erpSyncStatuses } from '../erp-sync/erp-sync';
import { z } from 'zod';
import { listSearch } from '../paging/list-search';
import { oneLineName } from '../text/one-line-name';
import { ZScreenConfig } from '../configuration/screen/screen-config';
import { emptyRoofMessage, isEmptyRoof, ZRoofConfig } from '../configuration/roof/roof-config';
import { ZPartConfig } from '../configuration/parts/part-config';
import { shippingAgentNames } from './shipping-agents';

/** portal.md §5 Order dialog: the messages are the specification's. */
export const orderMessages = {
  promiseAtApproval: 'promisedShipDate is given only with an approval (status APPROVED)',
  nameRequired: 'Order Name is required (at least 3 characters long)',
  nameTooLong: 'Order Name is too long (50 characters max)',
  numberRequired: 'Order Number is required',
  numberDigits: 'Order Number needs to contain only numbers',
  transferRequired: 'Required for Material Transfer',
  transferDifferent: 'Sender and Receiver must be different',
  rejectReason: 'Rejection reason is required',
  materialTransferName: 'Material Transfer',
  invalidId: 'Invalid order id',
  changedSinceOpened: 'This order was changed since you opened it',
  idempotencyKey: 'Idempotency-Key must be a UUID or 1 to 128 letters, digits and -_.:~',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request: send a new key for a new save',
} as const;

const lineId = z.string().trim().max(64).optional();

export const ZScreenLine = z.object({
  screenId: lineId,
  screenName: z.string().trim().max(100, 'Screen name is too long (100 characters max)').default(''),
  details: z.string().max(2000, 'Details are too long (2000 characters max)').default(''),
  config: ZScreenConfig,
});
export type TScreenLineInput = z.input<typeof ZScreenLine>;

/** A roof line of a saved order must order something besides its motor (stored roofs still read: the config schema itself allows it). */
export const ZRoofLine = z.object({ roofId: lineId, config: ZRoofConfig.refine((c) => !isEmptyRoof(c), { message: emptyRoofMessage, path: ['frames'] }) });
export type TRoofLineInput = z.input<typeof ZRoofLine>;

export const ZPartLine = z.object({ partId: lineId, config: ZPartConfig });
export type TPartLineInput = z.input<typeof ZPartLine>;

export const ZCart = z.object({
  screens: z.array(ZScreenLine).max(200, 'At most 200 screens per order').default([]),
  roofs: z.array(ZRoofLine).max(200, 'At most 200 roofs per order').default([]),
  parts: z.array(ZPartLine).max(200, 'At most 200 parts per order').default([]),
  extraDetails: z.string().max(2000, 'Details are too long (2000 characters max)').default(''),
});
export type TCartInput = z.input<typeof ZCart>;
export type TCart = z.output<typeof ZCart>;

/** The statuses a save may ask for: DRAFT (save), SUBMITTED (submit; an admin's save), APPROVED (approve). */
export const requestableStatuses = ['DRAFT', 'SUBMITTED', 'APPROVED'] as const;

export const ZOrderHeader = z.object({
  orderName: z
    .string({ error: orderMessages.nameRequired })
    .overwrite(oneLineName)
    .trim()
    .min(3, orderMessages.nameRequired)
    .max(50, orderMessages.nameTooLong),
  orderNumber: z.string().trim().max(30, 'Order Number is too long (30 digits max)').regex(/^\d*$/, orderMessages.numberDigits).default(''),
  transfer: z.boolean().default(false),
  sender: z.string().trim().max(50).nullable().default(null),
  receiver: z.string().trim().max(50).nullable().default(null),
});

/**
 * A client's name for one save (issue 20): a UUID, or any token of 1 to 128 letters, digits and
 * `-_.:~` (characters that pass through headers, logs and URLs unchanged).
 */
export const ZIdempotencyKey = z
  .string({ error: orderMessages.idempotencyKey })
  .regex(/^[A-Za-z0-9._:~-]{1,128}$/, orderMessages.idempotencyKey)
  .describe(
    'Names one save: a retry with the same key and the same request answers the order it saved (for 24 hours); a UUID, or 1 to 128 letters, digits and -_.:~',
  );

/** A calendar day (yyyy-mm-dd) an order is promised to ship on (issue 32). */
export const ZPromisedShipDate = z.iso.date({ error: 'promisedShipDate must be a date (yyyy-mm-dd)' }).describe('A calendar day, yyyy-mm-dd');

/** Save or submit an order (new with the id from generateOrderId, or an existing one). */
export const ZSaveOrderInput = ZOrderHeader.extend({
  idempotencyKey: ZIdempotencyKey.optional(),
  _id: z.uuid({ error: orderMessages.invalidId }).optional(),
  /** The order's version when it was loaded: a save is refused once another write came between. */
  version: z.number({ error: 'version must be a whole number' }).int('version must be a whole number').positive('version must be a whole number').optional(),
  status: z.enum(requestableStatuses, { error: 'status must be DRAFT, SUBMITTED or APPROVED' }),
  cart: ZCart,
  promisedShipDate: ZPromisedShipDate.optional().describe(
    "Approval only: the day the order is promised to ship (any day); absent, today + the slowest line's lead time",
  ),
}).superRefine((v, ctx) => {
  if (!v.transfer) return;
  if (!v.sender) ctx.addIssue({ code: 'custom', path: ['sender'], message: orderMessages.transferRequired });
  if (!v.receiver) ctx.addIssue({ code: 'custom', path: ['receiver'], message: orderMessages.transferRequired });
  if (v.sender && v.receiver && v.sender === v.receiver) ctx.addIssue({ code: 'custom', path: ['receiver'], message: orderMessages.transferDifferent });
});
export type TSaveOrderInput = z.input<typeof ZSaveOrderInput>;
export type TSaveOrder = z.output<typeof ZSaveOrderInput>;

export const ZOrderId = z.object({ id: z.uuid({ error: orderMessages.invalidId }) });

export const ZRejectOrderInput = z.object({
  id: z.uuid({ error: orderMessages.invalidId }),
  reason: z
    .string({ error: orderMessages.rejectReason })
    .trim()
    .min(3, orderMessages.rejectReason)
    .max(1000, 'Rejection reason is too long (1000 characters max)'),
});
export type TRejectOrderInput = z.input<typeof ZRejectOrderInput>;

export const ZShipOrderInput = z.object({
  id: z.uuid({ error: orderMessages.invalidId }),
  shippingAgent: z.enum(shippingAgentNames, { error: 'Please choose a shipping agent' }),
  trackingNumber: z
    .string({ error: 'Tracking number is required' })
    .trim()
    .min(1, 'Tracking number is required')
    .max(100, 'Tracking number is too long (100 characters max)'),
});
export type TShipOrderInput = z.input<typeof ZShipOrderInput>;

const sortOrder = z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' });
const offset = z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').default(0);

/** Dealer lists (portal.md §2): my orders or my team's, 25 per page. */
export const dealerOrderSortColumns = ['createdAt', 'orderName', 'orderNumber', 'totalPrice', 'updatedAt', 'status', 'shippingDate'] as const;
export const ZDealerOrdersInput = z.object({
  scope: z.enum(['mine', 'team']).default('mine'),
  search: listSearch('the order name or number'),
  orderBy: z.enum(dealerOrderSortColumns, { error: `orderBy must be one of ${dealerOrderSortColumns.join(', ')}` }).default('updatedAt'),
  sortOrder: sortOrder.default('desc'),
  offset,
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(25),
});
export type TDealerOrdersInput = z.input<typeof ZDealerOrdersInput>;

/** Admin list (portal.md §2): filters, sorts and page sizes. */
export const adminOrderSortColumns = ['createdAt', 'updatedAt', 'dealer', 'orderName', 'status', 'totalPrice'] as const;
export const adminStatusFilters = ['SUBMITTED', 'APPROVED', 'SUBMITTED,APPROVED', 'Shipped', 'REJECTED'] as const;
export const adminPageSizes = [5, 10, 25, 50, 100] as const;
export const ZAdminOrdersInput = z.object({
  filter: z
    .string()
    .trim()
    .max(100, 'Filter must be at most 100 characters')
    .optional()
    .describe("Part of the dealer's name or of the name of the portal user who owns the order (case-insensitive)"),
  status: z.enum(adminStatusFilters, { error: `status must be one of ${adminStatusFilters.join(', ')}` }).optional(),
  currency: z.enum(['USD', 'CAD'], { error: 'currency must be USD or CAD' }).optional(),
  erpSync: z
    .enum(erpSyncStatuses, { error: `erpSync must be one of ${erpSyncStatuses.join(', ')}` })
    .optional()
    .describe("Only orders in this state with the ERP ('failed': those an administrator must look at)"),
  late: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'late must be true or false' }))
    .optional()
    .describe('true: only late orders (approved, promised ship date before today, not shipped)'),
  orderBy: z.enum(adminOrderSortColumns, { error: `orderBy must be one of ${adminOrderSortColumns.join(', ')}` }).default('updatedAt'),
  sortOrder: sortOrder.default('desc'),
  offset,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(50),
});
export type TAdminOrdersInput = z.input<typeof ZAdminOrdersInput>;

/** What the services receive: the parsed inputs, defaults filled. */
export type TRejectOrder = z.output<typeof ZRejectOrderInput>;
export type TShipOrder = z.output<typeof ZShipOrderInput>;
export type TDealerOrders = z.output<typeof ZDealerOrdersInput>;
export type TAdminOrders = z.output<typeof ZAdminOrdersInput>;
