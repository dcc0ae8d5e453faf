import { pricingProcedure } from './pricing-admin-procedure';

/** Tiers and every ERP customer with its tier id (the customer tier table). */
export const listTiers = pricingProcedure.query(({ ctx }) => ctx.services.pricingAdmin.tiers());
