import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZHistoryInput, ZSavePortalPricingInput, ZSaveTierInput, ZUpdateCustomerTiersInput } from '@portal/domain/back-office/back-office-schemas';
import { ZBackOfficeChange, ZCustomerTier, ZCustomerTiers, ZCustomerTiersSaved, ZPortalPricingRule } from '@portal/domain/back-office/pricing-admin-views';
import { restContext } from '../../http/rest-context';
import { callerOf } from '../../http/route-gate';
import { json, operation, typedRoutes } from '../../http/route-contract';

const tag = 'Pricing administration';
const access = { permission: 'pricing' } as const;
const forbidden = { 403: 'Not an administrator with the pricing permission (super admins always have it)' };

/** The Pricing page's paths (portal.md §7), for administrators with the pricing permission. */
export function registerPricingAdminRoutes(app: FastifyInstance) {
  const api = typedRoutes(app);

  api.get(
    '/api/admin/portalpricing',
    operation({ operationId: 'listPortalPricingRules', tag, summary: 'The portal pricing rules, by name', access, response: { 200: json('The rules', z.array(ZPortalPricingRule)) }, errors: forbidden }),
    async (req) => restContext(app, req).services.pricingAdmin.rules(),
  );

  api.post(
    '/api/admin/portalpricing',
    operation({
      operationId: 'savePortalPricingRule',
      tag,
      summary: "Change a rule's method and value; the next quote uses it, stored orders keep their prices",
      access,
      body: ZSavePortalPricingInput,
      response: { 200: json('The rule as saved', ZPortalPricingRule) },
      errors: { ...forbidden, 404: 'No such rule' },
    }),
    async (req) => restContext(app, req).services.pricingAdmin.saveRule(callerOf(req), req.body),
  );

  api.get(
    '/api/admin/customertiers',
    operation({
      operationId: 'listCustomerTiers',
      tag,
      summary: 'The customer tiers and every Business Central customer with its tier',
      access,
      response: { 200: json('Tiers and customers', ZCustomerTiers) },
      errors: forbidden,
    }),
    async (req) => restContext(app, req).services.pricingAdmin.tiers(),
  );

  api.post(
    '/api/admin/customertiers',
    operation({
      operationId: 'saveCustomerTier',
      tag,
      summary: 'Add a tier (no _id) or change one (its _id)',
      access,
      body: ZSaveTierInput,
      response: { 200: json('The tier as saved', ZCustomerTier) },
      errors: { 400: 'Invalid input (fieldErrors name each field): a rate outside 0..1, a name another tier has, an unknown _id', ...forbidden },
    }),
    async (req) => restContext(app, req).services.pricingAdmin.saveTier(callerOf(req), req.body),
  );

  api.put(
    '/api/admin/customers',
    operation({
      operationId: 'saveCustomerTiers',
      tag,
      summary: 'Set the tier of Business Central customers, all or nothing (customerTier null clears it)',
      access,
      body: ZUpdateCustomerTiersInput,
      response: { 200: json('Saved', ZCustomerTiersSaved) },
      errors: { 400: 'Invalid input, or an unknown customer or tier: nothing is saved and fieldErrors name the entry (bcCustomersToUpdate.1.bc_customer_id)', ...forbidden },
    }),
    async (req) => restContext(app, req).services.pricingAdmin.updateCustomers(callerOf(req), req.body),
  );

  api.get(
    '/api/admin/pricing/history',
    operation({
      operationId: 'listBackOfficeChanges',
      tag,
      summary: 'Recent back-office changes (rules, tiers, customer tiers, permissions, settings), newest first',
      access,
      querystring: ZHistoryInput,
      response: { 200: json('The changes, newest first', z.array(ZBackOfficeChange)) },
      errors: forbidden,
    }),
    async (req) => restContext(app, req).services.pricingAdmin.history(req.query),
  );
}
