import { ZUpdateCustomerTiersInput } from '@portal/domain/pricing-admin/pricing-admin-schemas';
import { ZCustomerTiersSaved } from '@portal/domain/pricing-admin/pricing-admin-views';
import { defineOperation } from '../operation';
import { notForPricing, pricingPermission } from './pricing-permission';

/** Sets the tier of ERP customers, all or nothing. */
export const saveCustomerTiers = defineOperation({
  summary: 'Set the tier of Business Central customers, all or nothing (customerTier null clears it)',
  access: pricingPermission,
  kind: 'mutation',
  input: ZUpdateCustomerTiersInput,
  output: ZCustomerTiersSaved,
  rest: {
    method: 'PUT',
    path: '/api/admin/customers',
    operationId: 'saveCustomerTiers',
    tag: 'Pricing administration',
    answers: 'Saved',
    body: ZUpdateCustomerTiersInput,
    errors: {
      400: 'Invalid input, or an unknown customer or tier: nothing is saved and fieldErrors name the entry (bcCustomersToUpdate.1.bc_customer_id)',
      403: notForPricing,
    },
  },
  run: (services, caller, input) => services.pricingAdmin.updateCustomers(caller, input),
});
