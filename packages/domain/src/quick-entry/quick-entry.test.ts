import { describe, expect, it } from 'vitest';
import { sampleContext } from '../catalog/sample/sample-context';
import { partMessages, unknownPartOptionMessage } from '../configuration/parts/part-config';
import { orderLimitMessages } from '../limits/order-limits';
import { pricePart } from '../pricing/parts/part-price';
import { buildPortalItems } from '../pricing/parts/portal-items';
import type { PricingContext } from '../pricing/pricing-context';
import { readQuickEntryLines } from './quick-entry-lines';
import { priceQuickEntry } from './quick-entry';
import { quickEntrySample } from './quick-entry-sample';
import { quickEntryMessages } from './quick-entry-schemas';

const usd = sampleContext();
const limits = { maxQuantity: 1000 };
const quick = (text: string, ctx: PricingContext = usd, max = limits) => priceQuickEntry(ctx, readQuickEntryLines(text), max);
const remotes = buildPortalItems(usd.index).family('Handheld Remote')!;

describe('priceQuickEntry: lines added, priced for the caller', () => {
  it('adds an item by its number and a family by its options, as cart part lines with the price in cents', () => {
    const { added, refused } = quick('PT-RMT-5-WHT,3\nDownspout,2,Color=Black;Size=4"');
    expect(refused).toEqual([]);
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({
      lines: [1],
      config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 },
      number: 'PT-RMT-5-WHT',
      displayName: 'Remote 5 Channel White',
      quantity: 3,
      itemCategoryCode: 'PART-REMOTE',
      family: 'Handheld Remote',
      price: 68,
      priceCents: 6800,
      totalCents: 20400,
      alerts: [],
    });
    expect(added[1]).toMatchObject({
      lines: [2],
      number: 'PT-DS-4-BLK',
      config: { family: 'Downspout', options: { Color: 'Black', Size: '4"' }, quantity: 2 },
    });
  });

  it("prices at the caller's price group and tier, exactly as pricePart does", () => {
    const cad = sampleContext({ priceGroup: 'CAD', tierRateBp: 8000 });
    const [line] = quick('PT-RMT-16-BLK,3', cad).added;
    const expected = pricePart(cad, { family: 'Handheld Remote', options: { Channels: '16', Color: 'Black' }, quantity: 3 });
    expect(expected.ok && expected.quote).toMatchObject({ unitPriceCents: 10522, totalCents: 31566 });
    expect(line).toMatchObject({ priceCents: 10522, totalCents: 31566, price: 105.22, adjustments: ['Tier rate × 0.8 (per unit, rounded)'] });
    expect(line?.breakdown).toEqual(expected.ok ? expected.quote.breakdown : []);
  });

  it('adds up the lines of one item, however it was named, into one line that names them all', () => {
    const { added, refused } = quick('PT-RMT-5-WHT,3\nPT-SCREW-100,1\npt-rmt-5-wht,2\nhandheld remote,5,color=white;CHANNELS=5');
    expect(refused).toEqual([]);
    expect(added.map((l) => [l.number, l.quantity, l.lines, l.totalCents])).toEqual([
      ['PT-RMT-5-WHT', 10, [1, 3, 4], 68000],
      ['PT-SCREW-100', 1, [2], 980],
    ]);
  });

  it('takes options sent with an item number when they are its own, and a family without options by its name', () => {
    const { added, refused } = quick('PT-RMT-5-WHT,1,Color=white\nScrew Pack,4');
    expect(refused).toEqual([]);
    expect(added.map((l) => [l.number, l.config])).toEqual([
      ['PT-RMT-5-WHT', { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 1 }],
      ['PT-SCREW-100', { family: 'Screw Pack', options: {}, quantity: 4 }],
    ]);
  });

  it('answers every line of a 500-line text', () => {
    const text = Array.from({ length: 500 }, (_, i) => (i % 2 ? `PT-RMT-5-WHT,1` : `Nope-${i},1`)).join('\n');
    const { added, refused } = quick(text);
    expect(added).toEqual([expect.objectContaining({ quantity: 250, lines: expect.any(Array) })]);
    expect(refused).toHaveLength(250);
  });
});

describe('priceQuickEntry: lines refused, each with its reason', () => {
  it.each([
    ['PT-NOPE-1,2', quickEntryMessages.notFound('PT-NOPE-1')],
    ['PT-DS-3-BLK,2', quickEntryMessages.notFound('PT-DS-3-BLK')],
    ['SM-S95-GRY,1', quickEntryMessages.notFound('SM-S95-GRY')],
    ['PT-SCREW-100,1001', orderLimitMessages.quantity(1000)],
    ['Handheld Remote,1,Channels=5;Colour=White', unknownPartOptionMessage('Colour', remotes)],
    ['PT-RMT-5-WHT,1,Colour=White', unknownPartOptionMessage('Colour', remotes)],
    ['Screw Pack,1,Color=Black', "Screw Pack has no option 'Color': send no options"],
    ['PT-RMT-5-WHT,1,Color=Black', quickEntryMessages.itemIsOther('PT-RMT-5-WHT', 'Color', 'White', 'Black')],
    ['Handheld Remote,1,Channels=5;Color=Red', quickEntryMessages.noSuchValue('Handheld Remote', 'Color', 'Red', ['Black', 'White'])],
    ['Handheld Remote,1,Channels=5', quickEntryMessages.missingOptions('Handheld Remote', ['Color'])],
    ['Handheld Remote,1', quickEntryMessages.missingOptions('Handheld Remote', ['Channels', 'Color'])],
    ['Handheld Remote,1,Channels=16;Color=White', partMessages.combination],
  ])('%s: %s', (line, reason) => {
    const { added, refused } = quick(`item,qty\n${line}\nPT-SCREW-100,1`);
    expect(refused).toEqual([{ line: 2, text: line, reason }]);
    expect(added.map((l) => l.lines)).toEqual([[3]]);
  });

  it('refuses an item without a price in the caller’s price group rather than adding it at 0', () => {
    const cad = sampleContext({ priceGroup: 'CAD', tierRateBp: 8000 });
    const { added, refused } = quick('PT-PAINT-BRZ,1\nPT-PAINT-BLK,1', cad);
    expect(refused).toEqual([{ line: 1, text: 'PT-PAINT-BRZ,1', reason: 'Price group not found for item: PT-PAINT-BRZ' }]);
    expect(added.map((l) => l.number)).toEqual(['PT-PAINT-BLK']);
  });

  it('refuses every line of an item whose lines add up past the quantity limit, and keeps the limit the deployment set', () => {
    const { added, refused } = quick('PT-SCREW-100,15\nPT-RMT-5-WHT,1\nPT-SCREW-100,10', usd, { maxQuantity: 20 });
    const reason = quickEntryMessages.repeatsOverLimit('PT-SCREW-100', [1, 3], 25, orderLimitMessages.quantity(20));
    expect(reason).toBe('Lines 1, 3 order 25 of PT-SCREW-100 together: Maximum quantity is 20');
    expect(refused).toEqual([
      { line: 1, text: 'PT-SCREW-100,15', reason },
      { line: 3, text: 'PT-SCREW-100,10', reason },
    ]);
    expect(added.map((l) => l.number)).toEqual(['PT-RMT-5-WHT']);
  });

  it('lists refusals in the order of the text, those of the form and of the catalog together', () => {
    const { refused } = quick('PT-NOPE,1\nPT-SCREW-100,x\nPT-RMT-5-WHT,1,Color=Black\n"open,1');
    expect(refused.map((r) => r.line)).toEqual([1, 2, 3, 4]);
  });
});

describe('quickEntrySample', () => {
  it('is a CSV of the catalog’s own items that quick entry adds whole', () => {
    const sample = quickEntrySample(buildPortalItems(usd.index));
    expect(sample).toBe('item number,quantity,options\nPT-DS-2-BLK,2\nHandheld Remote,1,Channels=16;Color=Black\nScrew Pack,3\n');
    const { added, refused } = quick(sample);
    expect(refused).toEqual([]);
    expect(added.map((l) => [l.number, l.quantity])).toEqual([
      ['PT-DS-2-BLK', 2],
      ['PT-RMT-16-BLK', 1],
      ['PT-SCREW-100', 3],
    ]);
  });

  it('quotes an option value holding a quote, and reads back', () => {
    const portalItems = buildPortalItems(usd.index);
    const downspouts = { ...portalItems, families: portalItems.families.filter((f) => f.name === 'Downspout') };
    const sample = quickEntrySample(downspouts);
    expect(sample).toBe('item number,quantity,options\nPT-DS-2-BLK,2\nDownspout,1,"Color=White;Size=4"""\n');
    expect(quick(sample).added.map((l) => l.number)).toEqual(['PT-DS-2-BLK', 'PT-DS-4-WHT']);
  });

  it('is a header alone for a catalog without parts', () => {
    expect(quickEntrySample({ ...buildPortalItems(usd.index), families: [] })).toBe('item number,quantity,options\n');
  });
});
