import { ZUpdateCustomerTiersInput } from '@portal/domain/back-office/back-office-schemas';
import { pricingProcedure } from './pricing-admin-procedure';

export const saveCustomerTiers = pricingProcedure
  .input(ZUpdateCustomerTiersInput)
  .mutation(({ ctx, input }) => ctx.services.pricingAdmin.updateCustomers(ctx.user, input));
