import { DomainError } from '../errors/domain-error';
import type { PortalPricingMethod, PortalPricingName } from '../catalog/catalog-types';

/** The method choices the Pricing page offers on every card (portal.md §3 portalPricingMethods). */
export const portalPricingMethodChoices = [
  { value: '+', name: 'Add' },
  { value: '-', name: 'Subtract' },
  { value: '*', name: 'Multiply' },
  { value: '/', name: 'Divide' },
] as const satisfies readonly { value: PortalPricingMethod; name: string }[];

/** Rules the roof price cannot do without (portal.md §5): they stay multipliers and are never removed. */
export const requiredMultipliers: readonly PortalPricingName[] = ['Custom Color Multiplier'];

/** What the database stores for a rule: cents for + and -, the factor's decimal text for * and /. */
export type StoredRuleValue = { method: '+' | '-'; amountCents: number; factor: null } | { method: '*' | '/'; amountCents: null; factor: string };

/**
 * Checks a rule change and converts the page's value (dollars for + and -, the factor for * and /)
 * to what is stored. Refuses naming the field: a negative value, division by zero, a factor with more
 * than six decimals, and turning a required multiplier into an addition.
 */
export function ruleChange(name: string, method: PortalPricingMethod, value: number): StoredRuleValue {
  const refuse = (field: string, message: string): never => {
    throw new DomainError('BAD_INPUT', message, { [field]: message });
  };
  if (!Number.isFinite(value)) refuse('portalPricingValue', 'The value must be a number');
  if (value < 0) refuse('portalPricingValue', 'The value must be 0 or more');
  if (requiredMultipliers.includes(name as PortalPricingName) && (method === '+' || method === '-')) {
    refuse('portalPricingMethod', `${name} is required for roof pricing: the method must stay Multiply or Divide`);
  }
  if (method === '+' || method === '-') {
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) > 1e-6) refuse('portalPricingValue', 'The amount must be in whole cents');
    if (cents > 100_000_000) refuse('portalPricingValue', 'The amount must be at most 1,000,000');
    return { method, amountCents: cents, factor: null };
  }
  if (method === '/' && value === 0) refuse('portalPricingValue', 'The value cannot be 0 when dividing');
  if (value > 1000) refuse('portalPricingValue', 'The factor must be at most 1000');
  const text = String(value);
  if (/e/i.test(text) || (text.split('.')[1]?.length ?? 0) > 6) refuse('portalPricingValue', 'The factor can have at most 6 decimals');
  return { method, amountCents: null, factor: text };
}

/** The page's value of a stored rule: dollars for + and -, the factor for * and /. */
export function ruleDisplayValue(rule: { method: PortalPricingMethod; amountCents: number | null; factor: string | null }): number {
  return rule.method === '+' || rule.method === '-' ? (rule.amountCents ?? 0) / 100 : Number(rule.factor ?? '1');
}
