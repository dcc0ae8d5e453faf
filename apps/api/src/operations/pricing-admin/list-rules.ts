import { z } from 'zod';
import { ZPortalPricingRule } from '@portal/domain/pricing-admin/pricing-admin-views';
import { defineOperation } from '../operation';
import { notForPricing, pricingPermission } from './pricing-permission';

/** The portal pricing rules as the Pricing page shows them. */
export const listRules = defineOperation({
  summary: 'The portal pricing rules, by name',
  access: pricingPermission,
  kind: 'query',
  output: z.array(ZPortalPricingRule),
  rest: {
    method: 'GET',
    path: '/api/admin/portalpricing',
    operationId: 'listPortalPricingRules',
    tag: 'Pricing administration',
    answers: 'The rules',
    errors: { 403: notForPricing },
  },
  run: (services) => services.pricingAdmin.rules(),
});
