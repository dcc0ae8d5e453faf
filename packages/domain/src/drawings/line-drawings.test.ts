import { describe, expect, it } from 'vitest';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import type { OrderLines } from '../orders/order-view';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { lineDrawings } from './line-drawings';

/** The lines as an order view holds them, but for the priced fields a drawing never reads. */
const orderOf = (lines: { screens: object[]; roofs: object[] }) => lines as unknown as Pick<OrderLines, 'screens' | 'roofs'>;
const screenLine = (screenId: string, screenName: string, config: object | null = makeScreenConfig()) => ({ screenId, screenName, config });
const roofLine = (roofId: string, roofName: string) => ({ roofId, roofName, config: ZRoofConfig.parse(workedRoofA) });

const titleOf = (svg: string) => /<title id="([^"]+)">([^<]*)<\/title>/.exec(svg)?.slice(1);

describe("an order's line drawings (issue 31)", () => {
  it('draws the screens then the roofs in the order’s line order, each under its line id, named after its line', () => {
    const order = orderOf({
      screens: [screenLine('s-7', 'Patio west'), screenLine('s-2', '')],
      roofs: [roofLine('r-1', 'Back patio')],
    });
    const drawings = lineDrawings(order);
    expect(drawings.map(({ lineId, kind, name }) => ({ lineId, kind, name }))).toEqual([
      { lineId: 's-7', kind: 'screen', name: 'Screen 1: Patio west' },
      { lineId: 's-2', kind: 'screen', name: 'Screen 2' },
      { lineId: 'r-1', kind: 'roof', name: 'Roof 1: Back patio' },
    ]);
    expect(drawings.map((d) => titleOf(d.svg))).toEqual([
      ['drawing-screen-0-title', 'Screen 1: Patio west'],
      ['drawing-screen-1-title', 'Screen 2'],
      ['drawing-roof-0-title', 'Roof 1: Back patio'],
    ]);
    expect(drawings[2]?.svg).toContain(`F1 Frame 2x8 20' 0"`.replace(/'/g, '&apos;').replace(/"/g, '&quot;'));
  });

  it('keeps ids apart with a prefix, fills the column when fluid, and skips a line stored without its configuration', () => {
    const order = orderOf({ screens: [screenLine('old', 'Old', null), screenLine('s-1', 'New')], roofs: [] });
    const drawings = lineDrawings(order, { idPrefix: 'order-42', fluid: true });
    expect(drawings.map((d) => d.lineId)).toEqual(['s-1']);
    expect(drawings[0]?.svg).toContain('aria-labelledby="order-42-screen-1-title"');
    expect(drawings[0]?.svg).toContain('width="100%"');
    expect(lineDrawings(orderOf({ screens: [], roofs: [] }))).toEqual([]);
  });
});
