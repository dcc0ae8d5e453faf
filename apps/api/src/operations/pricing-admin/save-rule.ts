import { ZSavePortalPricingInput } from '@portal/domain/pricing-admin/pricing-admin-schemas';
import { ZPortalPricingRule } from '@portal/domain/pricing-admin/pricing-admin-views';
import { defineOperation } from '../operation';
import { notForPricing, pricingPermission } from './pricing-permission';

/** Changes a rule's method and value: the next quote uses it, stored orders keep their prices. */
export const saveRule = defineOperation({
  summary: "Change a rule's method and value; the next quote uses it, stored orders keep their prices",
  access: pricingPermission,
  kind: 'mutation',
  input: ZSavePortalPricingInput,
  output: ZPortalPricingRule,
  rest: {
    method: 'POST',
    path: '/api/admin/portalpricing',
    operationId: 'savePortalPricingRule',
    tag: 'Pricing administration',
    answers: 'The rule as saved',
    body: ZSavePortalPricingInput,
    errors: { 403: notForPricing, 404: 'No such rule' },
  },
  run: (services, caller, input) => services.pricingAdmin.saveRule(caller, input),
});
