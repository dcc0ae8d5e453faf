import { ZSaveTierInput } from '@portal/domain/pricing-admin/pricing-admin-schemas';
import { ZCustomerTier } from '@portal/domain/pricing-admin/pricing-admin-views';
import { defineOperation } from '../operation';
import { notForPricing, pricingPermission } from './pricing-permission';

/** Adds a customer tier (no _id) or changes one (its _id). */
export const saveTier = defineOperation({
  summary: 'Add a tier (no _id) or change one (its _id)',
  access: pricingPermission,
  kind: 'mutation',
  input: ZSaveTierInput,
  output: ZCustomerTier,
  rest: {
    method: 'POST',
    path: '/api/admin/customertiers',
    operationId: 'saveCustomerTier',
    tag: 'Pricing administration',
    answers: 'The tier as saved',
    body: ZSaveTierInput,
    errors: { 400: 'Invalid input (fieldErrors name each field): a rate outside 0..1, a name another tier has, an unknown _id', 403: notForPricing },
  },
  run: (services, caller, input) => services.pricingAdmin.saveTier(caller, input),
});
