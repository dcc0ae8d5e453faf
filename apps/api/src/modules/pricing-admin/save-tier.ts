import { ZSaveTierInput } from '@portal/domain/back-office/back-office-schemas';
import { pricingProcedure } from './pricing-admin-procedure';

export const saveTier = pricingProcedure
  .input(ZSaveTierInput)
  .mutation(({ ctx, input }) => ctx.services.pricingAdmin.saveTier(ctx.user, input));
