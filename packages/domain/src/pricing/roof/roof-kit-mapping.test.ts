import { describe, expect, it } from 'vitest';
import { ZRoofConfig, type TRoofConfigInput } from '../../configuration/roof/roof-config';
import { mapRoofKits, roofKitCategoryCodes, roofKitGroups } from './roof-kit-mapping';
import {
  accessoryBeamTypes,
  additionalPartNames,
  extraBeamTypes,
  frameTypes,
  midspanBeamTypes,
  postLengthsFor,
  postStyles,
  roofColors,
} from '../../configuration/roof/roof-options';
import { sampleRoofIndex } from './sample-roof-context';

const roof = (over: Partial<TRoofConfigInput>, colors: Partial<TRoofConfigInput['colors']> = {}) =>
  ZRoofConfig.parse({
    colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'White', bladeColorRal: '', postColor: 'Bronze', ...colors },
    motorType: 'Standard',
    motorQuantity: 2,
    ...over,
  });

describe('roof kit mapping (type and colour → catalogue number)', () => {
  it('maps each form line to its number, pieces and length, in form order', () => {
    const kits = mapRoofKits(
      roof({
        frames: [{ frameType: '2 Ply 2x8', frameFeet: 12, frameInches: 6.5 }],
        beamMs: [{ beamType: '4x8', beamFeet: 25, beamInches: 0 }],
        beamAs: [{ beamType: '2x6', beamFeet: 3, beamInches: 0 }],
        beamXs: [{ beamType: '2x10', beamFeet: 4, beamInches: 1 }],
        blades: [{ bladeType: 'B-Blade', bladeFeet: 12, bladeInches: 0, bladeQty: 24 }],
        posts: [
          { postStyle: '8x8 Corner Saddle', postLength: '25' },
          { postStyle: '6x6 Flush', postLength: `19'4"` },
        ],
        addParts: [
          { partName: 'Flow Through Gutter - 4"', partQty: 3 },
          { partName: 'Remote - 5 Channel - Handheld', partQty: 1 },
        ],
      }),
    );
    expect(kits.map((k) => [k.itemNo, k.itemCategoryCode, k.source, k.quantity, k.lengthInches])).toEqual([
      ['RF-FRM-2P2X8-BLK', 'RF-FRAME', 'frames[0]', 1, 150.5],
      ['RF-MID-4X8-BLK', 'RF-MIDBEAM', 'beamMs[0]', 1, 300],
      ['RF-ACC-2X6-BLK', 'RF-ACCBEAM', 'beamAs[0]', 1, 36],
      ['RF-XTR-2X10-BLK', 'RF-XTRABEAM', 'beamXs[0]', 1, 49],
      ['RF-BLD-BB-WHT', 'RF-BLADE', 'blades[0]', 24, 144],
      ['RF-PST-8X8-CS-BRZ', 'RF-POST', 'posts[0]', 1, 300],
      ['RF-PST-6X6-FL-BRZ', 'RF-POST', 'posts[1]', 1, 232],
      ['RF-ADD-FTG4-BLK', 'RF-ADDPARTS', 'addParts[0]', 3, null],
      ['RF-ADD-RMT5', 'RF-ADDPARTS', 'addParts[1]', 1, null],
      ['RF-MTR-STD', 'RF-MOTOR', 'motorType', 2, null],
    ]);
    expect(kits[0]?.description).toBe(`Frame 2 Ply 2x8 Black 12' 6.5"`);
  });

  it('a custom colour maps to the Mill item and carries its RAL code', () => {
    const kits = mapRoofKits(
      roof(
        {
          frames: [{ frameType: '2x8', frameFeet: 10, frameInches: 0 }],
          posts: [{ postStyle: '6x6 Flat Saddle', postLength: '10' }],
          addParts: [
            { partName: 'Gutter Corner', partQty: 1 },
            { partName: 'Remote - 1 Channel - Handheld', partQty: 1 },
          ],
        },
        { frameColor: 'Custom', frameColorRal: '7016', postColor: 'MF' },
      ),
    );
    expect(kits.map((k) => [k.itemNo, k.customColor, k.ral])).toEqual([
      ['RF-FRM-2X8-MILL', true, '7016'],
      ['RF-PST-6X6-FS-MILL', true, '7016'],
      ['RF-ADD-GC-MILL', true, '7016'],
      ['RF-ADD-RMT1', false, null],
      ['RF-MTR-STD', false, null],
    ]);
    expect(kits[0]?.description).toBe(`Frame 2x8 Custom RAL 7016 10' 0"`);
  });

  it('category codes start with RF- and carry the spec group word', () => {
    for (const group of roofKitGroups) {
      expect(roofKitCategoryCodes[group].startsWith('RF-')).toBe(true);
      expect(roofKitCategoryCodes[group].toLowerCase()).toContain(group);
    }
  });

  it('every option maps to an item of the sample catalogue, except the one left out on purpose', () => {
    const missing = new Set<string>();
    for (const frameColor of roofColors)
      for (const frameType of frameTypes) {
        const kits = mapRoofKits(
          roof(
            {
              frames: [{ frameType, frameFeet: 10, frameInches: 0 }],
              beamMs: [{ beamType: midspanBeamTypes[frameTypes.indexOf(frameType)] ?? '2x8', beamFeet: 10, beamInches: 0 }],
              beamAs: accessoryBeamTypes.map((beamType) => ({ beamType, beamFeet: 10, beamInches: 0 })),
              beamXs: extraBeamTypes.map((beamType) => ({ beamType, beamFeet: 10, beamInches: 0 })),
              blades: [{ bladeType: 'B-Blade', bladeFeet: 10, bladeInches: 0, bladeQty: 1 }],
              posts: postStyles.map((postStyle) => ({ postStyle, postLength: postLengthsFor(postStyle)[0] ?? '10' })),
              addParts: additionalPartNames.map((partName) => ({ partName, partQty: 1 })),
            },
            { frameColor, frameColorRal: '7016', bladeColor: frameColor, bladeColorRal: '7016', postColor: frameColor },
          ),
        );
        for (const kit of kits) {
          const item = sampleRoofIndex.item(kit.itemNo);
          if (!item) missing.add(kit.itemNo);
          else expect(item.itemCategoryCode, kit.itemNo).toBe(kit.itemCategoryCode);
        }
      }
    expect([...missing]).toEqual(['RF-XTR-2X10-BRZ']);
  });
});
