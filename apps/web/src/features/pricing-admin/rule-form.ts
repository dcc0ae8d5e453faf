import { portalPricingMethods, type PortalPricingMethod } from '@portal/domain/catalog/catalog-types';
import { ruleChange } from '@portal/domain/pricing-admin/portal-pricing-admin';
import { isDomainError } from '@portal/domain/errors/domain-error';

/** Select labels for the four operators; the value sent is the ASCII operator. */
export const methodLabels: Record<(typeof portalPricingMethods)[number], string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

export type RuleFormValues = {
  portalPricingMethod: PortalPricingMethod;
  /** A NumberInput gives '' while empty. */
  portalPricingValue: number | string;
};

/**
 * The card checks a change with the server's own rule (negative, division by zero, whole cents,
 * decimals, a required multiplier), so what the card lets through the server accepts.
 */
export function validateRule(name: string, values: RuleFormValues): Record<string, string> {
  if (typeof values.portalPricingValue !== 'number' || !Number.isFinite(values.portalPricingValue)) return { portalPricingValue: 'Enter a number' };
  try {
    ruleChange(name, values.portalPricingMethod, values.portalPricingValue);
    return {};
  } catch (error) {
    if (isDomainError(error) && error.fieldErrors) return error.fieldErrors;
    throw error;
  }
}
