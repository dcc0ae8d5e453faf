import { describe, expect, it } from 'vitest';
import { indexCatalog } from '../../catalog/catalog-index';
import type { CatalogItem } from '../../catalog/catalog-types';
import { buildPortalItems } from './portal-items';
import { samplePartIndex } from './sample-parts-context';

describe('portal items (loose parts grouped into families)', () => {
  const portal = buildPortalItems(samplePartIndex);

  it('groups by the Family attribute, or the display name without one', () => {
    expect(portal.families.map((f) => [f.name, f.itemCategoryCode, f.optionNames])).toEqual([
      ['Downspout', 'PART-GUTTER', ['Color', 'Size']],
      ['Handheld Remote', 'PART-REMOTE', ['Channels', 'Color']],
      ['Screw Pack', 'PART-HARDWARE', []],
      ['Touch-Up Paint', 'PART-HARDWARE', ['Color']],
    ]);
    expect(portal.categories).toEqual(['PART-GUTTER', 'PART-HARDWARE', 'PART-REMOTE']);
  });

  it('offers the values per option in natural order', () => {
    expect(portal.family('Handheld Remote')?.optionValues).toEqual({ Channels: ['1', '5', '16'], Color: ['Black', 'White'] });
    // The discontinued 3" is not offered; 2" is not made in Bronze, but 4" is.
    expect(portal.family('Downspout')?.optionValues).toEqual({ Color: ['Black', 'Bronze', 'White'], Size: ['2"', '4"'] });
  });

  it('maps each allowed combination to its item; others are not allowed', () => {
    expect(portal.itemFor('Handheld Remote', { Channels: '16', Color: 'Black' })).toBe('PT-RMT-16-BLK');
    expect(portal.itemFor('Handheld Remote', { Channels: '16', Color: 'White' })).toBeUndefined();
    expect(portal.itemFor('Downspout', { Size: '2"', Color: 'Bronze' })).toBeUndefined();
    expect(portal.itemFor('Downspout', { Size: '4"', Color: 'Bronze' })).toBe('PT-DS-4-BRZ');
    expect(portal.itemFor('Downspout', { Size: '3"', Color: 'Black' })).toBeUndefined();
    expect(portal.itemFor('Screw Pack', {})).toBe('PT-SCREW-100');
    expect(portal.family('Handheld Remote')?.combinations).toHaveLength(5);
    expect(portal.byItemNo('PT-DS-2-WHT')).toMatchObject({ family: { name: 'Downspout' }, options: { Size: '2"', Color: 'White' } });
  });

  it('is built once per catalog index', () => {
    expect(buildPortalItems(samplePartIndex)).toBe(portal);
  });

  it('leaves out roof items, and keeps the lowest number when two items share a combination', () => {
    const item = (number: string, category: string, attributes: Record<string, string>): CatalogItem => ({
      number,
      displayName: 'Cap',
      displayName2: null,
      type: 'Inventory',
      itemCategoryCode: category,
      baseUnitOfMeasureCode: 'EA',
      attributes,
      prices: [],
      active: true,
    });
    const index = indexCatalog({
      items: [item('B-2', 'PART-X', { Color: 'Red' }), item('A-1', 'PART-X', { Color: 'Red' }), item('RF-1', 'RF-FRAME', { Color: 'Red' })],
      boms: [],
      unitsOfMeasure: [],
    });
    const built = buildPortalItems(index);
    expect(built.families).toHaveLength(1);
    expect(built.itemFor('Cap', { Color: 'Red' })).toBe('A-1');
  });
});
