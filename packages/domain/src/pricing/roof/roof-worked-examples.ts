import type { TRoofConfigInput } from '../../configuration/roof/roof-config';

/**
 * The two roofs of docs/pricing/roofs-and-parts.md ("Worked examples"). The tests price them
 * against the sample catalogue, so the document's figures are checked on every run.
 */
export const workedRoofA: TRoofConfigInput = {
  roofName: 'Example A: black 2x8 roof',
  colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
  motorType: 'Standard',
  motorQuantity: 1,
  frames: [
    { frameType: '2x8', frameFeet: 20, frameInches: 0 },
    { frameType: '2x8', frameFeet: 20, frameInches: 0 },
    { frameType: '2x8', frameFeet: 12, frameInches: 6 },
    { frameType: '2x8', frameFeet: 12, frameInches: 6 },
  ],
  beamMs: [{ beamType: '2x10', beamFeet: 20, beamInches: 0 }],
  blades: [{ bladeType: 'B-Blade', bladeFeet: 12, bladeInches: 0, bladeQty: 24 }],
  posts: Array.from({ length: 4 }, () => ({ postStyle: '6x6 Flat Saddle' as const, postLength: '10' as const })),
  addParts: [
    { partName: 'Gutter Corner', partQty: 4 },
    { partName: 'Remote - 1 Channel - Handheld', partQty: 1 },
  ],
  copies: 1,
};

export const workedRoofB: TRoofConfigInput = {
  roofName: 'Example B: custom colour 4x8 roof, two copies',
  colors: { frameColor: 'Custom', frameColorRal: '7016', bladeColor: 'White', bladeColorRal: '', postColor: 'MF' },
  motorType: 'Standard',
  motorQuantity: 2,
  frames: [
    { frameType: '4x8', frameFeet: 25, frameInches: 0 },
    { frameType: '4x8', frameFeet: 25, frameInches: 0 },
    { frameType: '4x8', frameFeet: 14, frameInches: 9.5 },
    { frameType: '4x8', frameFeet: 14, frameInches: 9.5 },
  ],
  beamAs: [{ beamType: '2x6', beamFeet: 10, beamInches: 3 }],
  blades: [{ bladeType: 'B-Blade', bladeFeet: 14, bladeInches: 0, bladeQty: 30 }],
  posts: [
    { postStyle: '8x8 Corner Saddle', postLength: '12' },
    { postStyle: '8x8 Corner Saddle', postLength: '12' },
  ],
  addParts: [{ partName: 'Flow Through Gutter - 4"', partQty: 2 }],
  copies: 2,
};
