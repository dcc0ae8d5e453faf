import { describe, expect, it } from 'vitest';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { orderHeaderChanges, orderLineChanges, type LinesForHistory } from './order-line-changes';

const screen = (id: string, width: number, name = '') => ({ screenId: id, screenName: name, details: '', config: makeScreenConfig({ width }) });
const part = (id: string, quantity: number) => ({ partId: id, config: { family: 'Remote', options: { Channels: '5' }, quantity } });
const lines = (l: Partial<LinesForHistory>): LinesForHistory => ({ screens: [], roofs: [], parts: [], ...l });

describe("an administrator's changes to a submitted order, line by line", () => {
  it('names each changed value before → after, as a dealer measures', () => {
    const before = lines({ screens: [screen('a', 144, 'Patio'), screen('b', 96)], parts: [part('p', 3)] });
    const after = lines({
      screens: [{ ...screen('a', 150, 'Patio'), config: makeScreenConfig({ width: 150, widthFraction: 0.375 }) }, screen('b', 96)],
      parts: [part('p', 5)],
    });
    expect(orderLineChanges(before, after)).toEqual([
      { line: 'Screen 1 (Patio)', before: 'Width 144"', after: 'Width 150 3/8"' },
      { line: 'Part 1 (Remote)', before: 'Quantity 3', after: 'Quantity 5' },
    ]);
  });

  it('an added line has no before, a removed one no after; an untouched order has no changes', () => {
    const before = lines({ parts: [part('p', 3)] });
    const after = lines({ screens: [screen('n', 100)] });
    const changes = orderLineChanges(before, after);
    expect(changes.map((c) => [c.line, c.before === null, c.after === null])).toEqual([
      ['Screen 1', true, false],
      ['Part 1 (Remote)', false, true],
    ]);
    expect(changes[0]?.after).toContain('Width 100"');
    expect(orderLineChanges(before, before)).toEqual([]);
  });

  it("a renamed screen and the order's own fields", () => {
    expect(orderLineChanges(lines({ screens: [screen('a', 144, 'Old')] }), lines({ screens: [screen('a', 144, 'New')] }))).toEqual([
      { line: 'Screen 1 (New)', before: 'Name Old', after: 'Name New' },
    ]);
    expect(
      orderHeaderChanges({ orderName: 'Backyard', orderNumber: '', extraDetails: '' }, { orderName: 'Backyard', orderNumber: '42', extraDetails: '' }),
    ).toEqual([{ line: 'Order Number', before: null, after: '42' }]);
  });
});
