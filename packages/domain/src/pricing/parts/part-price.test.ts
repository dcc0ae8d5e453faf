import { describe, expect, it } from 'vitest';
import { pricePart, pricePartItem } from './part-price';
import { samplePartContext } from './sample-parts-context';

const usd = samplePartContext();
const cad = samplePartContext({ priceGroup: 'CAD' });
const usdTier = samplePartContext({ tierRateBp: 8500 });
const cadTier = samplePartContext({ priceGroup: 'CAD', tierRateBp: 8500 });

const quote = (ctx: typeof usd, input: unknown) => {
  const r = pricePart(ctx, input);
  if (!r.ok) throw new Error(`expected a price, got ${r.message}`);
  return r.quote;
};
const refusal = (input: unknown) => {
  const r = pricePart(usd, input);
  return r.ok ? null : { message: r.message, fieldErrors: r.fieldErrors };
};

describe('part validation (portal.md §5 Parts)', () => {
  it('Please enter a quantity: zero, missing, negative or a fraction', () => {
    for (const quantity of [0, -1, 1.5, undefined, '2']) {
      expect(refusal({ family: 'Screw Pack', options: {}, quantity })?.message).toBe('Please enter a quantity');
    }
  });

  it('Please enter all options', () => {
    expect(refusal({ family: 'Handheld Remote', options: { Channels: '5' }, quantity: 1 })).toEqual({
      message: 'Please enter all options',
      fieldErrors: { 'options.Color': 'Please enter all options' },
    });
    expect(refusal({ family: 'Handheld Remote', options: { Channels: '5', Color: ' ' }, quantity: 1 })?.message).toBe('Please enter all options');
    expect(refusal({ options: {}, quantity: 1 })?.message).toBe('Please enter all options');
  });

  it('That option combination is not allowed', () => {
    expect(refusal({ family: 'Handheld Remote', options: { Channels: '16', Color: 'White' }, quantity: 1 })?.message).toBe(
      'That option combination is not allowed',
    );
    expect(refusal({ family: 'Downspout', options: { Size: '2"', Color: 'Bronze' }, quantity: 1 })?.message).toBe('That option combination is not allowed');
    // discontinued
    expect(refusal({ family: 'Downspout', options: { Size: '3"', Color: 'Black' }, quantity: 1 })?.message).toBe('That option combination is not allowed');
  });

  it('checks the quantity first, as the toast shows one message', () => {
    expect(refusal({ family: 'Handheld Remote', options: {}, quantity: 0 })?.message).toBe('Please enter a quantity');
  });

  it('an unknown family is not found', () => {
    expect(refusal({ family: 'Awning', options: {}, quantity: 1 })?.message).toBe('Item not found');
  });

  it('family and options decide over a stale item number', () => {
    expect(quote(usd, { family: 'Handheld Remote', itemNo: 'PT-RMT-1-BLK', options: { Channels: '5', Color: 'White' }, quantity: 1 }).itemNo).toBe(
      'PT-RMT-5-WHT',
    );
  });
});

describe('part price: worked examples', () => {
  const remote = { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 };
  const downspout = { family: 'Downspout', options: { Size: '4"', Color: 'Black' }, quantity: 7 };

  it('remote 5 channel white × 3', () => {
    expect(quote(usd, remote)).toMatchObject({ itemNo: 'PT-RMT-5-WHT', unitPriceCents: 6800, totalCents: 20400, adjustments: [], alerts: [] });
    expect(quote(usdTier, remote)).toMatchObject({ unitPriceCents: 5780, totalCents: 17340, adjustments: ['Tier rate × 0.85 (per unit, rounded)'] });
    expect(quote(cad, remote)).toMatchObject({ unitPriceCents: 9316, totalCents: 27948 });
    expect(quote(cadTier, remote)).toMatchObject({ unitPriceCents: 7919, totalCents: 23757 }); // 9316 × 0.85 = 7918.6
  });

  it('downspout 4" black × 7', () => {
    const q = quote(usd, downspout);
    expect(q).toMatchObject({ itemNo: 'PT-DS-4-BLK', unitPriceCents: 3125, totalCents: 21875 });
    expect(q.breakdown).toEqual([
      {
        itemNo: 'PT-DS-4-BLK',
        description: 'Downspout 4" Black',
        quantity: 7,
        unitOfMeasureCode: 'EA',
        unitPriceCents: 3125,
        amountCents: 21875,
        rule: 'price-group unit price: 3125 × 7',
      },
    ]);
    expect(quote(usdTier, downspout)).toMatchObject({ unitPriceCents: 2656, totalCents: 18592 }); // 3125 × 0.85 = 2656.25
    expect(quote(cad, downspout)).toMatchObject({ unitPriceCents: 4281, totalCents: 29967 });
    expect(quote(cadTier, downspout)).toMatchObject({ unitPriceCents: 3639, totalCents: 25473 }); // 4281 × 0.85 = 3638.85
  });

  it('a part without options', () => {
    expect(quote(usd, { family: 'Screw Pack', quantity: 2 })).toMatchObject({ itemNo: 'PT-SCREW-100', totalCents: 1960 });
  });
});

describe('part alerts (adjustments-and-pricing §8)', () => {
  it('Price group not found: PT-PAINT-BRZ has no CAD price', () => {
    const paint = { family: 'Touch-Up Paint', options: { Color: 'Bronze' }, quantity: 2 };
    expect(quote(usd, paint)).toMatchObject({ totalCents: 2990, alerts: [] });
    expect(quote(cad, paint)).toMatchObject({
      unitPriceCents: 0,
      totalCents: 0,
      alerts: [{ code: 'PRICE_GROUP_NOT_FOUND', message: 'Price group not found for item: PT-PAINT-BRZ', itemNo: 'PT-PAINT-BRZ' }],
    });
  });

  it('Item not found: a line saved with the discontinued PT-DS-3-BLK', () => {
    const q = quote(usd, { itemNo: 'PT-DS-3-BLK', quantity: 1 });
    expect(q).toMatchObject({
      itemNo: 'PT-DS-3-BLK',
      family: null,
      totalCents: 0,
      alerts: [{ code: 'ITEM_NOT_FOUND', message: 'Item not found', itemNo: 'PT-DS-3-BLK' }],
    });
    expect(q.breakdown[0]).toMatchObject({ amountCents: 0, rule: 'Item not found: priced at 0' });
  });

  it('a line saved by item number keeps its family and options', () => {
    expect(quote(usd, { itemNo: 'PT-RMT-1-WHT', quantity: 1 })).toMatchObject({
      family: 'Handheld Remote',
      options: { Channels: '1', Color: 'White' },
      totalCents: 4200,
    });
  });

  it('pricePartItem prices a known item directly', () => {
    expect(pricePartItem(usdTier, 'PT-SCREW-100', 10)).toMatchObject({ unitPriceCents: 833, totalCents: 8330 }); // 980 × 0.85
  });
});
