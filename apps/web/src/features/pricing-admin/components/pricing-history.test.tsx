import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import type { PricingChange } from '../pricing-admin-types';
import { describeChange, PricingHistory } from './pricing-history';

describe('describeChange', () => {
  it('lists only the fields that changed, tier ids as names', () => {
    expect(describeChange({ method: '*', value: 1.1, name: 'Custom Color Multiplier' }, { method: '*', value: 1.15, name: 'Custom Color Multiplier' })).toEqual(
      ['value: 1.1 → 1.15'],
    );
    expect(describeChange({ customerTier: null }, { customerTier: 't1' }, new Map([['t1', 'Gold']]))).toEqual(['customerTier: — → Gold']);
    expect(describeChange(null, { name: 'Gold', rate: 0.85 })).toEqual(['— → {"name":"Gold","rate":0.85}']);
  });
});

describe('PricingHistory', () => {
  it('lets the keyboard reach its sideways-scrolling table: a focusable region named Recent changes', () => {
    const change: PricingChange = {
      _id: '00000000-0000-4000-8000-000000000201',
      at: '2025-03-01T10:00:00.000Z',
      actorId: null,
      actorName: 'Pat Pricing',
      area: 'pricingRule',
      entity: 'Custom Color Multiplier',
      before: { value: 1.15 },
      after: { value: 1.5 },
    };
    renderWithMantine(<PricingHistory changes={[change]} />);
    const region = screen.getByRole('region', { name: 'Recent changes' });
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toContain('value: 1.15 → 1.5');
  });
});
