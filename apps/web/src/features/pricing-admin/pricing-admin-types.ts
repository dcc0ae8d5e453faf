import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../shared/api/app-router';

type Outputs = inferRouterOutputs<AppRouter>['pricingAdmin'];

/** A row of pricingAdmin.rules (spec §3 Portal pricing rule): dollars for + and -, a factor for * and /. */
export type PricingRuleRow = Outputs['rules'][number];
export type CustomerTier = Outputs['tiers']['tiers'][number];
/** An ERP customer (the domain's Customer: bc_customer_* fields) with its tier id, or null when it has none. */
export type TierCustomer = Outputs['tiers']['customers'][number];
/** One audited change, newest first. */
export type PricingChange = Outputs['history'][number];
