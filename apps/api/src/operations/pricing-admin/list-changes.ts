import { z } from 'zod';
import { ZHistoryInput } from '@portal/domain/pricing-admin/pricing-admin-schemas';
import { ZBackOfficeChange } from '@portal/domain/pricing-admin/pricing-admin-views';
import { defineOperation } from '../operation';
import { notForPricing, pricingPermission } from './pricing-permission';

/** The recent back-office changes, newest first. */
export const listChanges = defineOperation({
  summary: 'Recent back-office changes (rules, tiers, customer tiers, permissions, settings), newest first',
  access: pricingPermission,
  kind: 'query',
  input: ZHistoryInput.optional(),
  output: z.array(ZBackOfficeChange),
  rest: {
    method: 'GET',
    path: '/api/admin/pricing/history',
    operationId: 'listBackOfficeChanges',
    tag: 'Pricing administration',
    answers: 'The changes, newest first',
    query: ZHistoryInput,
    errors: { 403: notForPricing },
  },
  run: (services, _caller, input) => services.pricingAdmin.history(input ?? { limit: 50 }),
});
