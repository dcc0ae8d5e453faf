import { describe, expect, it } from 'vitest';
import { housingStock, mappedScrKits, recessedClipCount, screenParts, trackKitNo } from './screen-kit-mapping';
import { sampleScreenIndex } from './sample-screen-context';
import { makeScreenConfig } from './screen-test-config';

const numbers = (c = makeScreenConfig()) => screenParts(c).map((p) => `${p.itemNo}×${p.quantity}`);

describe('screen kit mapping', () => {
  it('maps the default screen to housing, two tracks, bottom bar, material, zipper, motor, picket', () => {
    expect(numbers()).toEqual([
      'SH55-22-BLK×1',
      'STK-STD-132-BLK×1',
      'STK-STD-132-BLK×1',
      'SBB-2G-BLK×1',
      'SM-S95-BLK×1',
      'SZP-COIL×1',
      'SMK-STD×1',
      'SPS-360×1',
    ]);
  });

  it('picks the housing stock by width: the chosen size to 264 in, then 7 in 25 ft to 300 in, then 30 ft', () => {
    expect(housingStock('5.5', 264)).toEqual({ itemSize: '55', feet: 22 });
    expect(housingStock('7', 264)).toEqual({ itemSize: '7', feet: 22 });
    expect(housingStock('7', 264.125)).toEqual({ itemSize: '7', feet: 25 });
    expect(housingStock('7', 300)).toEqual({ itemSize: '7', feet: 25 });
    expect(housingStock('7', 300.125)).toEqual({ itemSize: '7', feet: 30 });
  });

  it('picks track stock by drop: 132/264 in, recessed 144/288 in; cable has no colour', () => {
    expect(trackKitNo('Standard', 132, 'WHT')).toBe('STK-STD-132-WHT');
    expect(trackKitNo('Standard', 132.25, 'WHT')).toBe('STK-STD-264-WHT');
    expect(trackKitNo('Recessed', 144, 'GRY')).toBe('STK-REC-144-GRY');
    expect(trackKitNo('Recessed', 144.25, 'GRY')).toBe('STK-REC-288-GRY');
    expect(trackKitNo('Cable', 200, 'GRY')).toBe('STK-CBL-264');
  });

  it('maps Custom (MF) to Mill stock', () => {
    expect(numbers(makeScreenConfig({ jobColor: 'Custom', ralCode: '7016' })).filter((n) => n.includes('MILL'))).toEqual([
      'SH55-22-MILL×1',
      'STK-STD-132-MILL×1',
      'STK-STD-132-MILL×1',
      'SBB-2G-MILL×1',
    ]);
  });

  it('counts recessed clips as ceil(0.75 per foot of the larger recessed drop) × recessed sides', () => {
    expect(recessedClipCount({ trackLeft: 'Recessed', trackRight: 'Standard' }, 96, 200)).toBe(6);
    expect(recessedClipCount({ trackLeft: 'Recessed', trackRight: 'Standard' }, 96.25, 200)).toBe(7);
    expect(recessedClipCount({ trackLeft: 'Recessed', trackRight: 'Recessed' }, 100, 90)).toBe(14);
    expect(recessedClipCount({ trackLeft: 'Cable', trackRight: 'Standard' }, 100, 90)).toBe(0);
  });

  it('adds 1 mounting angle kit, 2 when a drop exceeds 132', () => {
    expect(numbers(makeScreenConfig({ mountingAngle: 'Yes' }))).toContain('SMA-KIT×1');
    expect(numbers(makeScreenConfig({ mountingAngle: 'Yes', dropLeft: 132, dropLeftFraction: 0.25 }))).toContain('SMA-KIT×2');
  });

  it('uses the molded zipper for vinyl and Weblon, the coiled one for mesh', () => {
    expect(numbers(makeScreenConfig({ materialType: 'Vinyl', materialColor: 'Smoked' }))).toContain('SZP-MOLD×1');
    expect(numbers(makeScreenConfig({ materialType: 'Weblon', materialColor: 'Ivory Coast (Linen)' }))).toEqual(
      expect.arrayContaining(['SM-WEB-ICL×1', 'SZP-MOLD×1']),
    );
  });

  it('maps a mesh-only line to its material and zipper alone', () => {
    expect(numbers(makeScreenConfig({ meshOnly: true, meshOnlyReason: 'Torn', motorType: null }))).toEqual(['SM-S95-BLK×1', 'SZP-COIL×1']);
  });

  it('lists kits with their BOM lines and items with their names', () => {
    const kits = mappedScrKits(sampleScreenIndex, screenParts(makeScreenConfig({ mountingAngle: 'Yes' })));
    expect(kits.BOMS.map((b) => b.parentId)).toEqual(['STK-STD-132-BLK', 'STK-STD-132-BLK', 'SMK-STD', 'SMA-KIT']);
    expect(kits.BOMS[2]).toEqual({
      parentId: 'SMK-STD',
      description: 'Motor Standard - 21 RPM (Right side): Motor kit Standard - 21 RPM',
      quantity: 1,
      childItems: [
        { no: 'SMO-STD', description: 'Motor Standard - 21 RPM', quantityPer: 1, unitOfMeasureCode: 'EA' },
        { no: 'SDA-1', description: 'Retractable drive adapter', quantityPer: 1, unitOfMeasureCode: 'EA' },
        { no: 'SIS-1', description: 'Idler spring', quantityPer: 1, unitOfMeasureCode: 'EA' },
      ],
    });
    expect(kits.items[0]).toEqual({
      number: 'SH55-22-BLK',
      displayName: 'Housing 5.5 - 22 ft - Black',
      displayName2: 'Retractable screen housing',
      quantity: 1,
    });
  });
});
