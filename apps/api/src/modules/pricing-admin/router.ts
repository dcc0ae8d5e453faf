import { t } from '../../trpc/init';
import { history } from './history';
import { listRules } from './list-rules';
import { listTiers } from './list-tiers';
import { saveRule } from './save-rule';
import { saveTier } from './save-tier';
import { saveCustomerTiers } from './save-customer-tiers';

export const pricingAdminRouter = t.router({ rules: listRules, saveRule, tiers: listTiers, saveTier, saveCustomerTiers, history });
