import type { PortalUser } from '@portal/domain/accounts/user';
import { fullName } from '@portal/domain/accounts/user';
import { DomainError } from '@portal/domain/errors/domain-error';
import { portalPricingMethodChoices, ruleChange, ruleDisplayValue } from '@portal/domain/pricing-admin/portal-pricing-admin';
import type { THistoryInput, TSavePortalPricingInput, TSaveTierInput, TUpdateCustomerTiersInput } from '@portal/domain/pricing-admin/pricing-admin-schemas';
import type {
  TBackOfficeChange,
  TCustomerTier,
  TCustomerTiers,
  TCustomerTiersSaved,
  TPortalPricingRule,
} from '@portal/domain/pricing-admin/pricing-admin-views';
import { customerOf } from '@portal/domain/customers/customer';
import { listErpCustomers } from '@portal/db/queries/customers';
import { bumpCatalogVersion } from '@portal/db/queries/catalog';
import { listAudit, recordAudit } from '@portal/db/queries/audit';
import {
  findCustomerTier,
  findCustomerTierByName,
  findCustomersByIds,
  findTiersByIds,
  insertCustomerTier,
  listCustomerTiers,
  listPortalPricingRuleRows,
  lockPortalPricingRule,
  setCustomerTier,
  updateCustomerTier,
  updatePortalPricingRule,
  type CustomerTierRow,
  type PortalPricingRuleRow,
} from '@portal/db/queries/pricing-admin';
import type { AppDeps } from '../../app-deps';

/** A rule as the Pricing page shows it (portal.md §3 Portal pricing rule). */
function ruleView(row: PortalPricingRuleRow): TPortalPricingRule {
  return {
    _id: row.id,
    portalPricingName: row.name,
    portalPricingMethod: row.method,
    portalPricingValue: ruleDisplayValue(row),
    portalPricingMethods: portalPricingMethodChoices.map((m) => ({ ...m })),
  };
}
function tierView(row: CustomerTierRow): TCustomerTier {
  return { _id: row.id, customerTierName: row.name, customerTierRate: row.rateBp / 10000 };
}

const actorOf = (user: PortalUser) => ({ id: user._id, name: fullName(user) });

/**
 * The Pricing page (portal.md §2): portal pricing rules, customer tiers and which tier each ERP
 * customer has. Every change is audited in its own transaction. A rule change bumps the catalog
 * version, so the next quote prices with it; orders keep the prices stored when they were saved.
 */
export function createPricingAdminService(deps: AppDeps) {
  const { db } = deps;
  return {
    async rules(): Promise<TPortalPricingRule[]> {
      return (await listPortalPricingRuleRows(db)).map(ruleView);
    },

    async saveRule(actor: PortalUser, input: TSavePortalPricingInput): Promise<TPortalPricingRule> {
      return db.transaction(async (tx) => {
        const before = await lockPortalPricingRule(tx, input._id);
        if (!before) throw new DomainError('NOT_FOUND', 'Portal pricing rule not found', { _id: 'Portal pricing rule not found' });
        const stored = ruleChange(before.name, input.portalPricingMethod, input.portalPricingValue);
        if (before.method === stored.method && before.amountCents === stored.amountCents && Number(before.factor) === Number(stored.factor))
          return ruleView(before);
        const after = await updatePortalPricingRule(tx, before.id, stored);
        if (!after) throw new DomainError('NOT_FOUND', 'Portal pricing rule not found');
        await bumpCatalogVersion(tx);
        const audited = (r: PortalPricingRuleRow) => ({ method: r.method, value: ruleDisplayValue(r) });
        await recordAudit(tx, [{ actor: actorOf(actor), area: 'pricingRule', entity: before.name, before: audited(before), after: audited(after) }]);
        return ruleView(after);
      });
    },

    /** The tiers and every ERP customer as Customer (the same fields as GET /api/bc/customers). */
    async tiers(): Promise<TCustomerTiers> {
      const [tiers, customers] = await Promise.all([listCustomerTiers(db), listErpCustomers(db)]);
      return { tiers: tiers.map(tierView), customers: customers.map(customerOf) };
    },

    async saveTier(actor: PortalUser, input: TSaveTierInput): Promise<TCustomerTier> {
      const values = { name: input.customerTierName, rateBp: Math.round(input.customerTierRate * 10000) };
      return db.transaction(async (tx) => {
        const before = input._id ? await findCustomerTier(tx, input._id) : undefined;
        if (input._id && !before) throw new DomainError('BAD_INPUT', 'Unknown customer tier', { _id: 'Unknown customer tier' });
        const sameName = await findCustomerTierByName(tx, values.name);
        if (sameName && sameName.id !== before?.id) {
          throw new DomainError('BAD_INPUT', 'A tier with this name already exists', { customerTierName: 'A tier with this name already exists' });
        }
        const after = before ? await updateCustomerTier(tx, before.id, values) : await insertCustomerTier(tx, values);
        if (!after) throw new DomainError('NOT_FOUND', 'Unknown customer tier');
        await recordAudit(tx, [
          { actor: actorOf(actor), area: 'customerTier', entity: after.name, before: before ? tierView(before) : null, after: tierView(after) },
        ]);
        return tierView(after);
      });
    },

    /** All or nothing: an unknown customer or tier refuses the whole list, naming the entry. */
    async updateCustomers(actor: PortalUser, input: TUpdateCustomerTiersInput): Promise<TCustomerTiersSaved> {
      return db.transaction(async (tx) => {
        const wanted = new Map<string, string | null>();
        for (const entry of input.bcCustomersToUpdate) wanted.set(entry.bc_customer_id, entry.customerTier);
        const customers = new Map((await findCustomersByIds(tx, [...wanted.keys()])).map((c) => [c.id, c.tierId]));
        const tierIds = new Set((await findTiersByIds(tx, [...new Set([...wanted.values()].filter((v): v is string => v !== null))])).map((t) => t.id));
        input.bcCustomersToUpdate.forEach((entry, i) => {
          if (!customers.has(entry.bc_customer_id)) {
            const message = `Unknown Business Central customer ${entry.bc_customer_id}`;
            throw new DomainError('BAD_INPUT', message, { [`bcCustomersToUpdate.${i}.bc_customer_id`]: message });
          }
          if (entry.customerTier !== null && !tierIds.has(entry.customerTier)) {
            const message = `Unknown customer tier ${entry.customerTier}`;
            throw new DomainError('BAD_INPUT', message, { [`bcCustomersToUpdate.${i}.customerTier`]: message });
          }
        });
        const audit = [];
        for (const [id, tierId] of wanted) {
          const previous = customers.get(id) ?? null;
          if (previous === tierId) continue;
          await setCustomerTier(tx, id, tierId);
          audit.push({ actor: actorOf(actor), area: 'customer' as const, entity: id, before: { customerTier: previous }, after: { customerTier: tierId } });
        }
        await recordAudit(tx, audit);
        return { message: 'BC Customers saved.', updated: audit.length };
      });
    },

    history(input: THistoryInput): Promise<TBackOfficeChange[]> {
      return listAudit(db, input.limit);
    },
  };
}

export type PricingAdminService = ReturnType<typeof createPricingAdminService>;
