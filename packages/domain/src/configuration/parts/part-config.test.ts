import { describe, expect, it } from 'vitest';
import { unknownPartOptionErrors } from './part-config';
import { buildPortalItems } from '../../pricing/parts/portal-items';
import { samplePartIndex } from '../../pricing/parts/sample-parts-context';

const portal = buildPortalItems(samplePartIndex);

describe("an option name the part's family does not have (issue 26)", () => {
  it('names each one, with the options the family has', () => {
    expect(unknownPartOptionErrors(portal, { family: 'Handheld Remote', options: { Channels: '5', Colour: 'White', Size: '2' } })).toEqual({
      'options.Colour': "Handheld Remote has no option 'Colour': its options are Channels, Color",
      'options.Size': "Handheld Remote has no option 'Size': its options are Channels, Color",
    });
    expect(unknownPartOptionErrors(portal, { family: 'Screw Pack', options: { Color: 'Black' } })).toEqual({
      'options.Color': "Screw Pack has no option 'Color': send no options",
    });
  });

  it("is case-sensitive, as the family's option names are", () => {
    expect(Object.keys(unknownPartOptionErrors(portal, { family: 'Handheld Remote', options: { channels: '5', Color: 'White' } }))).toEqual([
      'options.channels',
    ]);
  });

  it("accepts the family's own options, some of them or none (checkPartLine says what is missing), and leaves an unknown family to checkPartLine", () => {
    expect(unknownPartOptionErrors(portal, { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' } })).toEqual({});
    expect(unknownPartOptionErrors(portal, { family: 'Handheld Remote', options: { Channels: '5' } })).toEqual({});
    expect(unknownPartOptionErrors(portal, { family: 'Screw Pack', options: {} })).toEqual({});
    expect(unknownPartOptionErrors(portal, { family: 'No Such Part', options: { Colour: 'White' } })).toEqual({});
    expect(unknownPartOptionErrors(portal, { family: null, options: { Colour: 'White' } })).toEqual({});
  });
});
