import type { PortalPricingName, PortalPricingRule } from '../catalog/catalog-types';

export function findRule(rules: PortalPricingRule[], name: PortalPricingName): PortalPricingRule | undefined {
  return rules.find((r) => r.name === name);
}

/** Applies a rule to an exact (unrounded) cents amount. + and - add cents; * and / scale. */
export function applyRule(rule: PortalPricingRule, exactCents: number): number {
  switch (rule.method) {
    case '+':
      return exactCents + rule.value;
    case '-':
      return Math.max(0, exactCents - rule.value);
    case '*':
      return exactCents * rule.value;
    case '/':
      return rule.value === 0 ? exactCents : exactCents / rule.value;
  }
}

export function describeRule(rule: PortalPricingRule): string {
  const value = rule.method === '+' || rule.method === '-' ? `${(rule.value / 100).toFixed(2)}` : String(rule.value);
  return `${rule.name} ${rule.method === '*' ? '×' : rule.method === '/' ? '÷' : rule.method} ${value}`;
}

/** The five rules with the values of the sample installation (the Pricing page edits them). */
export const defaultPortalPricingRules: PortalPricingRule[] = [
  { name: 'Vinyl/Weblon Multiplier', method: '*', value: 1.1 },
  { name: 'Cable Track Addition', method: '+', value: 4500 },
  { name: 'Screen Kit Addition', method: '+', value: 2500 },
  { name: 'Custom Color Multiplier', method: '*', value: 1.15 },
  { name: 'Vinyl/Weblon Addition', method: '+', value: 3000 },
];
