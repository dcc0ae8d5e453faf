import { ZLeadTimesView } from '../lead-times/lead-times';
import { z } from 'zod';
import { portalPricingMethods, portalPricingNames } from '../catalog/catalog-types';
import { ZCustomer } from '../customers/customer';
import { ZMessage } from '../accounts/messages';

const ZPortalPricingMethod = z.enum(portalPricingMethods).describe('+ adds, - subtracts (dollars); * multiplies, / divides (a factor)');

/** A portal pricing rule as the Pricing page shows it (portal.md §3 Portal pricing rule). */
export const ZPortalPricingRule = z
  .object({
    _id: z.guid().describe('The rule id'),
    portalPricingName: z.string().describe(`The rule: ${portalPricingNames.join(', ')}`),
    portalPricingMethod: ZPortalPricingMethod,
    portalPricingValue: z.number().describe('Dollars for + and -, the factor for * and /'),
    portalPricingMethods: z
      .array(z.object({ value: ZPortalPricingMethod, name: z.string().describe('The label the page shows (Add, Subtract, Multiply, Divide)') }))
      .describe('The methods the page offers'),
  })
  .meta({ id: 'PortalPricingRule', description: 'A portal pricing rule: its method and value, applied by every quote' });
export type TPortalPricingRule = z.infer<typeof ZPortalPricingRule>;

export const ZCustomerTier = z
  .object({
    _id: z.guid().describe('The tier id (Customer.customerTier)'),
    customerTierName: z.string().describe('The tier name, unique'),
    customerTierRate: z
      .number()
      .describe('The rate, a fraction with at most 4 decimals: every price of its customers is multiplied by it; 0 means no discount'),
  })
  .meta({ id: 'CustomerTier', description: 'A customer tier and its rate' });
export type TCustomerTier = z.infer<typeof ZCustomerTier>;

/** GET /api/admin/customertiers: the tier table and every ERP customer with its tier. */
export const ZCustomerTiers = z
  .object({
    tiers: z.array(ZCustomerTier),
    customers: z.array(ZCustomer).describe('Every Business Central customer by name, with its tier'),
  })
  .meta({ id: 'CustomerTiers', description: 'The customer tiers and every customer with its tier' });
export type TCustomerTiers = z.infer<typeof ZCustomerTiers>;

/** PUT /api/admin/customers. */
export const ZCustomerTiersSaved = ZMessage.extend({
  updated: z.number().int().describe('How many customers changed tier (those sent with their current tier do not count)'),
}).meta({ id: 'CustomerTiersSaved', description: 'The customer tiers are saved' });
export type TCustomerTiersSaved = z.infer<typeof ZCustomerTiersSaved>;

export const backOfficeChangeAreas = ['pricingRule', 'customerTier', 'customer', 'permission', 'setting'] as const;

/**
 * What an audited change holds before and after, by area (what the services record): a pricing
 * rule's method and value, a tier, a customer's tier, a user's pricing and data permissions, or
 * a setting's value (the adjustments switch, the lead-time table).
 */
const ZAuditedValues = z.union([
  z.object({ method: ZPortalPricingMethod, value: z.number().describe('Dollars for + and -, the factor for * and /') }).describe('pricingRule: the rule'),
  ZCustomerTier,
  z.object({ customerTier: z.string().nullable().describe('The tier id (CustomerTier._id), or null for none') }).describe("customer: the customer's tier"),
  z.object({ canManagePricing: z.boolean(), canManageData: z.boolean() }).describe("permission: the user's back-office permissions"),
  z.boolean().describe('setting: the value (feature.adjustments: adjustments enabled)'),
  ZLeadTimesView.describe('setting: the lead-time table (leadTimes)'),
]);

export type TAuditedValues = z.infer<typeof ZAuditedValues>;
/**
 * The audit keeps before and after as JSON, so the history's type reads them as unknown (the
 * type is only widened): the response is still held to ZAuditedValues, in the document as well.
 */
const auditedBefore: z.ZodType<unknown> = ZAuditedValues.nullable();
const auditedAfter: z.ZodType<unknown> = ZAuditedValues;

/** One audited back-office change (GET /api/admin/pricing/history). */
export const ZBackOfficeChange = z
  .object({
    _id: z.guid().describe('The change id'),
    at: z.iso.datetime().describe('When it changed'),
    actorId: z.guid().nullable().describe('Who changed it (User._id), null once that account is deleted'),
    actorName: z.string().describe('Who changed it: the name at the time of the change'),
    area: z.enum(backOfficeChangeAreas).describe('What kind of record changed'),
    entity: z.string().describe("The changed record as people read it: a rule name, a tier name, a customer number, a user's email or a setting key"),
    before: auditedBefore.describe(
      'The values before, by area: pricingRule {method, value}, customerTier a CustomerTier (null for a new tier), ' +
        'customer {customerTier}, permission {canManagePricing, canManageData}, setting true or false',
    ),
    after: auditedAfter.describe('The values after, in the same shape as before'),
  })
  .meta({ id: 'BackOfficeChange', description: 'A back-office change: who, when, what, before and after' });
export type TBackOfficeChange = z.infer<typeof ZBackOfficeChange>;
