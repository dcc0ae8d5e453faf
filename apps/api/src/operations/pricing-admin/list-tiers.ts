import { ZCustomerTiers } from '@portal/domain/pricing-admin/pricing-admin-views';
import { defineOperation } from '../operation';
import { notForPricing, pricingPermission } from './pricing-permission';

/** Tiers and every ERP customer with its tier id (the customer tier table). */
export const listTiers = defineOperation({
  summary: 'The customer tiers and every Business Central customer with its tier',
  access: pricingPermission,
  kind: 'query',
  output: ZCustomerTiers,
  rest: {
    method: 'GET',
    path: '/api/admin/customertiers',
    operationId: 'listCustomerTiers',
    tag: 'Pricing administration',
    answers: 'Tiers and customers',
    errors: { 403: notForPricing },
  },
  run: (services) => services.pricingAdmin.tiers(),
});
