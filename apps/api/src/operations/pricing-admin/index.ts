import { listChanges } from './list-changes';
import { listRules } from './list-rules';
import { listTiers } from './list-tiers';
import { saveCustomerTiers } from './save-customer-tiers';
import { saveRule } from './save-rule';
import { saveTier } from './save-tier';

/** The Pricing page (portal.md §7): portal pricing rules, customer tiers and the back-office history (pricing permission). */
export const pricingAdminOperations = { rules: listRules, saveRule, tiers: listTiers, saveTier, saveCustomerTiers, history: listChanges };
