import { z } from 'zod';
import { portalPricingMethods } from '../catalog/catalog-types';

const id = (field: string) => z.uuid({ error: `${field} must be an id` });

/** POST /api/admin/portalpricing and pricingAdmin.saveRule: the page's value is dollars for + and -, the factor for * and /. */
export const ZSavePortalPricingInput = z.object({
  _id: id('_id'),
  portalPricingValue: z.number({ error: 'The value must be a number' }),
  portalPricingMethod: z.enum(portalPricingMethods, { error: 'The method must be Add, Subtract, Multiply or Divide (+, -, *, /)' }),
});
export type TSavePortalPricingInput = z.infer<typeof ZSavePortalPricingInput>;

/** pricingAdmin.saveTier: a new tier without _id, an edit with it. The rate is a fraction (0.85). */
export const ZSaveTierInput = z.object({
  _id: id('_id').optional(),
  customerTierName: z
    .string({ error: 'The tier name is required' })
    .trim()
    .min(1, 'The tier name is required')
    .max(50, 'The tier name must be at most 50 characters'),
  customerTierRate: z
    .number({ error: 'The rate must be a number' })
    .min(0, 'The rate must be between 0 and 1')
    .max(1, 'The rate must be between 0 and 1')
    .refine((r) => Number.isInteger(Math.round(r * 10000)) && Math.abs(Math.round(r * 10000) - r * 10000) < 1e-6, 'The rate can have at most 4 decimals'),
});
export type TSaveTierInput = z.infer<typeof ZSaveTierInput>;

/** PUT /api/admin/customers and pricingAdmin.updateCustomers: customerTier null clears the tier. */
export const ZUpdateCustomerTiersInput = z.object({
  bcCustomersToUpdate: z
    .array(
      z.object({
        bc_customer_id: z.string({ error: 'bc_customer_id is required' }).trim().min(1, 'bc_customer_id is required').max(50, 'bc_customer_id is too long'),
        customerTier: id('customerTier').nullable(),
      }),
      { error: 'bcCustomersToUpdate must be a list' },
    )
    .min(1, 'bcCustomersToUpdate must name at least one customer')
    .max(5000, 'bcCustomersToUpdate can hold at most 5000 customers'),
});
export type TUpdateCustomerTiersInput = z.infer<typeof ZUpdateCustomerTiersInput>;

export const ZHistoryInput = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(50),
});
export type THistoryInput = z.infer<typeof ZHistoryInput>;
