import { z } from 'zod';
import { DomainError } from '../errors/domain-error';

export const priceGroups = ['USD', 'CAD'] as const;
export type PriceGroup = (typeof priceGroups)[number];

export const ZPriceGroup = z.enum(priceGroups).describe('The currency the customer is priced and ordered in');

/** The tier rate as every answer gives it: a multiplier (0.85), 0 for none. */
export const ZTierRate = z.number().describe('The tier rate: every price is multiplied by it (0.85 is 15% off); 0 means no tier discount');

/**
 * An ERP customer as the database reads it, with its tier. Internal: every answer speaks
 * Customer (the specification's bc_customer_* names), made by customerOf.
 */
export interface ErpCustomer {
  id: string;
  displayName: string;
  priceGroup: PriceGroup;
  tierId: string | null;
  tierName: string | null;
  tierRate: number;
  isSenderReceiver: boolean;
}

/**
 * A Business Central customer as every answer names it (portal.md §3 Customer): GET
 * /api/bc/customers, GET /api/admin/customertiers and the tRPC lists alike. The user carries
 * the same bc_customer_* fields for its linked customer.
 */
export const ZCustomer = z
  .object({
    bc_customer_id: z.string().describe('The Business Central customer number'),
    bc_customer_displayName: z.string().describe('The name Business Central gives the customer'),
    bc_customer_priceGroup: ZPriceGroup,
    customerTier: z.guid().nullable().describe("The customer's tier (CustomerTier._id), null when it has none"),
    bc_customer_tierName: z.string().nullable().describe("The tier's name, null when the customer has no tier"),
    bc_customer_tierRate: ZTierRate,
    isSenderReceiver: z.boolean().describe('May be named as sender or receiver of a material transfer'),
  })
  .meta({ id: 'Customer', description: 'A Business Central customer with its price group and tier' });
export type Customer = z.infer<typeof ZCustomer>;

/** What a corporation user sees of a customer: enough to pick a sender/receiver, not other dealers' tiers. */
export const ZTransferParty = ZCustomer.pick({ bc_customer_id: true, bc_customer_displayName: true, isSenderReceiver: true }).meta({
  id: 'TransferParty',
  description: 'A customer a material transfer may name as sender or receiver (the Customer fields a corporation user may see)',
});
export type TransferParty = z.infer<typeof ZTransferParty>;

export function customerOf(c: ErpCustomer): Customer {
  return {
    bc_customer_id: c.id,
    bc_customer_displayName: c.displayName,
    bc_customer_priceGroup: c.priceGroup,
    customerTier: c.tierId,
    bc_customer_tierName: c.tierName,
    bc_customer_tierRate: c.tierRate,
    isSenderReceiver: c.isSenderReceiver,
  };
}

export function transferPartyOf(c: ErpCustomer): TransferParty {
  return { bc_customer_id: c.id, bc_customer_displayName: c.displayName, isSenderReceiver: c.isSenderReceiver };
}

/** A dealer account with no ERP customer has no price group, so nothing can be priced or ordered for it. */
export const noErpCustomerError = () =>
  new DomainError('CONFLICT', 'Your account is not linked to a Business Central customer, so there are no prices for it', undefined, 'NO_ERP_CUSTOMER');
