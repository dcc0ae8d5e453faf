import { ZHistoryInput } from '@portal/domain/back-office/back-office-schemas';
import { pricingProcedure } from './pricing-admin-procedure';

/** The recent back-office changes, newest first. */
export const history = pricingProcedure
  .input(ZHistoryInput.optional())
  .query(({ ctx, input }) => ctx.services.pricingAdmin.history(input ?? { limit: 50 }));
