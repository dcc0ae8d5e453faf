import type { OrderPartLine, OrderRoofLine, OrderScreenLine } from '@portal/domain/orders/order-view';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';

/**
 * Tests only: an adjustment's ordered lines are the order's own (issue 29), so a test names the
 * fields it reads and these complete the rest of a line of that kind, as the order lists send it.
 */
const priced = { price: 0, priceCents: 0, totalCents: 0, breakdown: [], adjustments: [], alerts: [], problem: null };

type ScreenLineFields = Partial<Omit<OrderScreenLine, 'config'>> & { config?: Partial<OrderScreenLine['config']> };
type RoofLineFields = Partial<Omit<OrderRoofLine, 'config'>> & { config?: Partial<OrderRoofLine['config']> };
type PartLineFields = Partial<Omit<OrderPartLine, 'config'>> & { config?: Partial<OrderPartLine['config']> };

export function screenLineOf({ config, ...fields }: ScreenLineFields = {}): OrderScreenLine {
  return {
    screenId: 'screen-1',
    screenName: 'Patio',
    details: '',
    config: { ...makeScreenConfig(), ...config },
    mappedScrKits: { BOMS: [], items: [] },
    ...priced,
    ...fields,
  };
}

export function roofLineOf({ config, ...fields }: RoofLineFields = {}): OrderRoofLine {
  return {
    roofId: 'roof-1',
    roofName: 'Deck',
    config: {
      roofName: 'Deck',
      measurements: {},
      colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
      motorType: 'Standard',
      motorQuantity: 1,
      frames: [],
      beamMs: [],
      beamAs: [],
      beamXs: [],
      blades: [],
      posts: [],
      addParts: [],
      details: '',
      copies: 1,
      ...config,
    },
    mappedRfKits: [],
    ...priced,
    ...fields,
  };
}

export function partLineOf({ config, ...fields }: PartLineFields = {}): OrderPartLine {
  return {
    partId: 'part-1',
    id: 'P-100',
    number: 'P-100',
    displayName: 'Part',
    displayName2: null,
    quantity: 1,
    itemCategoryCode: 'PARTS',
    attributes: [],
    family: null,
    options: {},
    config: { options: {}, quantity: 1, ...config },
    ...priced,
    ...fields,
  };
}
