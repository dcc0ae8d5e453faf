import { describe, expect, it } from 'vitest';
import { copiedLines, copyName } from './order-copy';
import type { OrderView } from './order-view';

type Lines = Pick<OrderView, 'screens' | 'roofs' | 'parts' | 'userDetails'>;
const details = (currency: 'USD' | 'CAD') => ({ bc_customer_priceGroup: currency }) as OrderView['userDetails'];
const screen = (screenName: string, totalCents: number) => ({ screenName, totalCents }) as OrderView['screens'][number];
const part = (displayName: string, totalCents: number) => ({ displayName, totalCents }) as OrderView['parts'][number];

describe('copy an order (issue 29)', () => {
  it("names the copy 'Copy of …' within 50 characters", () => {
    expect(copyName('Backyard')).toBe('Copy of Backyard');
    expect(copyName('A'.repeat(50))).toHaveLength(50);
  });

  it('sets each draft line beside the line it was copied from, the difference exact to the cent', () => {
    const source: Lines = { screens: [screen('East', 10_010), screen('West', 85_285)], roofs: [], parts: [part('Remote', 3_000)], userDetails: details('USD') };
    // The first screen was left out: the draft's screen 1 is the old screen 2.
    const draft: Lines = { screens: [screen('West', 86_135)], roofs: [], parts: [part('Remote', 2_990)], userDetails: details('USD') };
    expect(copiedLines(source, draft, { screens: [1], roofs: [], parts: [0] })).toEqual([
      { section: 'screens', name: 'Screen 1 (West)', oldPrice: 852.85, newPrice: 861.35, difference: 8.5 },
      { section: 'parts', name: 'Part 1 (Remote)', oldPrice: 30, newPrice: 29.9, difference: -0.1 },
    ]);
  });

  it('gives no difference between two currencies', () => {
    const source: Lines = { screens: [screen('East', 10_000)], roofs: [], parts: [], userDetails: details('CAD') };
    const draft: Lines = { screens: [screen('East', 8_000)], roofs: [], parts: [], userDetails: details('USD') };
    expect(copiedLines(source, draft, { screens: [0], roofs: [], parts: [] })[0]?.difference).toBeNull();
  });
});
