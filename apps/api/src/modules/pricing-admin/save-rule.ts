import { ZSavePortalPricingInput } from '@portal/domain/back-office/back-office-schemas';
import { pricingProcedure } from './pricing-admin-procedure';

export const saveRule = pricingProcedure
  .input(ZSavePortalPricingInput)
  .mutation(({ ctx, input }) => ctx.services.pricingAdmin.saveRule(ctx.user, input));
