import { describe, expect, it } from 'vitest';
import { describeChange } from './pricing-history';

describe('describeChange', () => {
  it('lists only the fields that changed, tier ids as names', () => {
    expect(describeChange({ method: '*', value: 1.1, name: 'Custom Color Multiplier' }, { method: '*', value: 1.15, name: 'Custom Color Multiplier' })).toEqual(['value: 1.1 → 1.15']);
    expect(describeChange({ customerTier: null }, { customerTier: 't1' }, new Map([['t1', 'Gold']]))).toEqual(['customerTier: — → Gold']);
    expect(describeChange(null, { name: 'Gold', rate: 0.85 })).toEqual(['— → {"name":"Gold","rate":0.85}']);
  });
});
