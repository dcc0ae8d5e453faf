import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../../errors/field-errors';
import { ZRoofConfig, type TRoofConfigInput } from './roof-config';

const base: TRoofConfigInput = {
  colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
  motorType: 'Standard',
  motorQuantity: 1,
};
const errors = (over: Partial<Record<keyof TRoofConfigInput, unknown>>) => {
  const r = ZRoofConfig.safeParse({ ...base, ...over });
  return r.success ? {} : fieldErrorsFromZod(r.error);
};

describe('roof form limits (portal.md §5 Roof form)', () => {
  it('accepts a minimal roof and fills the defaults', () => {
    const roof = ZRoofConfig.parse(base);
    expect(roof).toMatchObject({
      frames: [],
      beamMs: [],
      beamAs: [],
      beamXs: [],
      blades: [],
      posts: [],
      addParts: [],
      details: '',
      copies: 1,
      measurements: {},
    });
  });

  it.each([
    ['2x8', 20, 21],
    ['2x10', 20, 21],
    ['2 Ply 2x8', 20, 21],
    ['4x8', 25, 26],
  ])('frame %s: feet up to %i', (frameType, max, over) => {
    expect(errors({ frames: [{ frameType, frameFeet: max, frameInches: 11.99 }] })).toEqual({});
    expect(errors({ frames: [{ frameType, frameFeet: over, frameInches: 0 }] })).toEqual({ 'frames.0.frameFeet': `Maximum value is ${max}` });
  });

  it('frame feet start at 1, inches are 0 to 11.99', () => {
    expect(errors({ frames: [{ frameType: '2x8', frameFeet: 0, frameInches: 0 }] })).toEqual({ 'frames.0.frameFeet': 'Minimum value is 1' });
    expect(errors({ frames: [{ frameType: '2x8', frameFeet: 5, frameInches: 12 }] })).toEqual({ 'frames.0.frameInches': 'Maximum value is 11.99' });
    expect(errors({ frames: [{ frameType: '2x8', frameFeet: 5, frameInches: -0.5 }] })).toEqual({ 'frames.0.frameInches': 'Minimum value is 0' });
    expect(errors({ frames: [{ frameType: '2x8', frameFeet: 5.5, frameInches: 0 }] })).toEqual({ 'frames.0.frameFeet': 'Please enter a whole number' });
    expect(errors({ frames: [{ frameType: '3x9', frameFeet: 5, frameInches: 0 }] })).toEqual({ 'frames.0.frameType': 'Please choose an option' });
  });

  it('midspan beams: 25 feet for 4x8, else 20', () => {
    expect(errors({ beamMs: [{ beamType: '4x8', beamFeet: 25, beamInches: 0 }] })).toEqual({});
    expect(errors({ beamMs: [{ beamType: '4x8', beamFeet: 26, beamInches: 0 }] })).toEqual({ 'beamMs.0.beamFeet': 'Maximum value is 25' });
    expect(errors({ beamMs: [{ beamType: '2x10', beamFeet: 21, beamInches: 0 }] })).toEqual({ 'beamMs.0.beamFeet': 'Maximum value is 20' });
    expect(errors({ beamMs: [{ beamType: '2x6', beamFeet: 10, beamInches: 0 }] })).toEqual({ 'beamMs.0.beamType': 'Please choose an option' });
  });

  it('accessory beams: 2x6 or 2x8, feet up to 20', () => {
    expect(errors({ beamAs: [{ beamType: '2x6', beamFeet: 20, beamInches: 0 }] })).toEqual({});
    expect(errors({ beamAs: [{ beamType: '2x8', beamFeet: 21, beamInches: 0 }] })).toEqual({ 'beamAs.0.beamFeet': 'Maximum value is 20' });
    expect(errors({ beamAs: [{ beamType: '4x8', beamFeet: 10, beamInches: 0 }] })).toEqual({ 'beamAs.0.beamType': 'Please choose an option' });
  });

  it('extra beams take the midspan limits', () => {
    expect(errors({ beamXs: [{ beamType: '4x8', beamFeet: 25, beamInches: 0 }] })).toEqual({});
    expect(errors({ beamXs: [{ beamType: '2x8', beamFeet: 21, beamInches: 0 }] })).toEqual({ 'beamXs.0.beamFeet': 'Maximum value is 20' });
  });

  it('blades: feet 1 to 14, quantity at least 1', () => {
    expect(errors({ blades: [{ bladeType: 'B-Blade', bladeFeet: 14, bladeInches: 0, bladeQty: 1 }] })).toEqual({});
    expect(errors({ blades: [{ bladeType: 'B-Blade', bladeFeet: 0, bladeInches: 6, bladeQty: 1 }] })).toEqual({ 'blades.0.bladeFeet': 'Minimum value is 1' });
    expect(errors({ blades: [{ bladeType: 'B-Blade', bladeFeet: 15, bladeInches: 0, bladeQty: 1 }] })).toEqual({ 'blades.0.bladeFeet': 'Maximum value is 14' });
    expect(errors({ blades: [{ bladeType: 'B-Blade', bladeFeet: 5, bladeInches: 0, bladeQty: 0 }] })).toEqual({ 'blades.0.bladeQty': 'Minimum value is 1' });
  });

  it('motor: Standard, quantity at least 1', () => {
    expect(errors({ motorQuantity: 0 })).toEqual({ motorQuantity: 'Minimum value is 1' });
    expect(errors({ motorType: 'Fast' })).toEqual({ motorType: 'Please choose an option' });
  });

  it('post lengths by style: 8x8 10, 12, 25; 6x6 10, 12, 19\'4"', () => {
    for (const postLength of ['10', '12', '25']) expect(errors({ posts: [{ postStyle: '8x8 Flush', postLength }] })).toEqual({});
    for (const postLength of ['10', '12', `19'4"`]) expect(errors({ posts: [{ postStyle: '6x6 Corner Saddle', postLength }] })).toEqual({});
    expect(errors({ posts: [{ postStyle: '8x8 Flat Saddle', postLength: `19'4"` }] })).toEqual({
      'posts.0.postLength': 'Post length must be one of 10, 12, 25',
    });
    expect(errors({ posts: [{ postStyle: '6x6 Flush', postLength: '25' }] })).toEqual({ 'posts.0.postLength': `Post length must be one of 10, 12, 19'4"` });
    expect(errors({ posts: [{ postStyle: '6x6 Flush', postLength: '14' }] })).toEqual({ 'posts.0.postLength': 'Please choose an option' });
  });

  it('additional parts: the six names, quantity at least 1', () => {
    expect(errors({ addParts: [{ partName: 'Flow Through Gutter - 2"', partQty: 1 }] })).toEqual({});
    expect(errors({ addParts: [{ partName: 'Gutter Corner', partQty: 0 }] })).toEqual({ 'addParts.0.partQty': 'Minimum value is 1' });
    expect(errors({ addParts: [{ partName: 'Downspout', partQty: 1 }] })).toEqual({ 'addParts.0.partName': 'Please choose an option' });
  });

  it('copies default to 1 when missing or not positive (portal.md §5 Cart)', () => {
    expect(ZRoofConfig.parse({ ...base, copies: 0 }).copies).toBe(1);
    expect(ZRoofConfig.parse({ ...base, copies: -3 }).copies).toBe(1);
    expect(ZRoofConfig.parse({ ...base, copies: null }).copies).toBe(1);
    expect(ZRoofConfig.parse({ ...base, copies: 3 }).copies).toBe(3);
    expect(ZRoofConfig.parse({ ...base, copies: '3' }).copies).toBe(3);
    expect(errors({ copies: 1.5 })).toEqual({ copies: 'Copies must be a whole number' });
    expect(errors({ copies: 'three' })).toEqual({ copies: 'Copies must be a whole number' });
  });

  it('a custom colour needs a 4-digit RAL code; other colours drop it', () => {
    const colors = (c: Record<string, string>) => ({ colors: { ...base.colors, ...c } });
    expect(errors(colors({ frameColor: 'MF', frameColorRal: '' }))).toEqual({ 'colors.frameColorRal': 'This field is required' });
    expect(errors(colors({ frameColor: 'Custom', frameColorRal: '701' }))).toEqual({ 'colors.frameColorRal': 'RAL Code must be 4 characters long' });
    expect(errors(colors({ bladeColor: 'MF', bladeColorRal: '70a6' }))).toEqual({ 'colors.bladeColorRal': 'RAL Code must be 4 digits' });
    expect(errors(colors({ postColor: 'MF' }))).toEqual({ 'colors.frameColorRal': 'This field is required' });
    const roof = ZRoofConfig.parse({ ...base, ...colors({ frameColor: 'Custom', frameColorRal: '7016', bladeColorRal: '9005' }) });
    expect(roof.colors).toEqual({ frameColor: 'MF', frameColorRal: '7016', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' });
    expect(errors(colors({ frameColor: 'Purple' }))).toEqual({ 'colors.frameColor': 'Please choose a colour' });
  });

  it('bounds the lists', () => {
    const frames = Array.from({ length: 101 }, () => ({ frameType: '2x8', frameFeet: 1, frameInches: 0 }));
    expect(errors({ frames })).toEqual({ frames: 'At most 100 entries' });
  });
});
