import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleContext } from '../catalog/sample/sample-context';
import { ZCart, type TCart } from './order-schemas';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { priceOrder, repriceChangedLines } from './order-pricing';

/** Submitted at tier 0.85; processed when the same lines cost more (tier 1): a line priced anew shows it. */
const submittedAt = sampleContext({ priceGroup: 'USD', tierRateBp: 8500 });
const today = sampleContext({ priceGroup: 'USD', tierRateBp: 10000 });

const widths = [96, 120, 144, 96, 180];
const remotes = [
  { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 },
  { family: 'Handheld Remote', options: { Channels: '1', Color: 'Black' }, quantity: 2 },
  { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 },
];
const cart = (screens: { screenName: string; width: number }[], parts: typeof remotes): TCart =>
  ZCart.parse({
    screens: screens.map((s) => ({ screenName: s.screenName, config: makeScreenConfig({ width: s.width }) })),
    parts: parts.map((config) => ({ config })),
  });

const stored = priceOrder(
  submittedAt,
  cart(
    widths.map((width, i) => ({ screenName: `Screen ${i}`, width })),
    remotes,
  ),
).lines;

/** Some of the stored lines, in any order: their indexes. */
const someOf = (n: number) => fc.shuffledSubarray([...Array(n).keys()]).chain((kept) => fc.shuffledSubarray(kept, { minLength: kept.length }));

describe('a submitted order processed with lines sent without ids (issue 26)', () => {
  it('keeps the submitted price of every line left as it was, whichever lines are deleted and however the rest are ordered', () => {
    fc.assert(
      fc.property(someOf(widths.length), someOf(remotes.length), (screens, parts) => {
        const sent = cart(
          screens.map((i) => ({ screenName: `Screen ${i}`, width: widths[i]! })),
          parts.map((i) => remotes[i]!),
        );
        const processed = repriceChangedLines(stored, priceOrder(today, sent), sent);
        expect(processed.lines.screens.map((l) => [l.screenName, l.screenId, l.totalCents])).toEqual(
          screens.map((i) => [`Screen ${i}`, stored.screens[i]!.screenId, stored.screens[i]!.totalCents]),
        );
        // Two identical part lines are interchangeable: each keeps a stored line's id and price, no stored line twice.
        expect(processed.lines.parts.map((l) => l.totalCents)).toEqual(parts.map((i) => stored.parts[i]!.totalCents));
        expect(new Set(processed.lines.parts.map((l) => l.partId)).size).toBe(parts.length);
        expect(processed.problems).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('prices anew a line whose configuration changed, and only that line', () => {
    const sent = cart(
      widths.map((width, i) => ({ screenName: `Screen ${i}`, width: i === 2 ? width + 1 : width })),
      remotes,
    );
    const processed = repriceChangedLines(stored, priceOrder(today, sent), sent);
    const changed = processed.lines.screens.map((l, i) => l.totalCents !== stored.screens[i]!.totalCents);
    expect(changed).toEqual([false, false, true, false, false]);
    expect(processed.lines.screens[2]!.totalCents).toBe(priceOrder(today, sent).lines.screens[2]!.totalCents);
    expect(processed.lines.screens[2]!.screenId).not.toBe(stored.screens[2]!.screenId);
  });

  it('a line sent with an id is that stored line: another line with the same content does not take its price', () => {
    const ids = stored.screens.map((s) => s.screenId);
    // Screen 0 and 3 are both 96 in wide; the one sent with 3's id and 0's content is line 3, kept.
    const sent = ZCart.parse({
      screens: [
        { screenId: ids[3], screenName: 'Screen 3', config: stored.screens[3]!.config },
        { screenName: 'Screen 0', config: stored.screens[0]!.config },
      ],
    });
    const processed = repriceChangedLines(stored, priceOrder(today, sent), sent);
    expect(processed.lines.screens.map((l) => l.screenId)).toEqual([ids[3], ids[0]]);
    expect(processed.lines.screens.map((l) => l.totalCents)).toEqual([stored.screens[3]!.totalCents, stored.screens[0]!.totalCents]);
  });
});
