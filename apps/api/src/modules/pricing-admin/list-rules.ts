import { pricingProcedure } from './pricing-admin-procedure';

/** The portal pricing rules as the Pricing page shows them. */
export const listRules = pricingProcedure.query(({ ctx }) => ctx.services.pricingAdmin.rules());
