import { describe, expect, it } from 'vitest';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { adjustedLine } from './adjusted-line';

const screen = { itemType: 'Screen' as const, config: makeScreenConfig({ width: 120, widthFraction: 0, copies: 2 }) };
const roof = { itemType: 'Roof' as const, config: ZRoofConfig.parse(workedRoofA) };

describe('an adjusted line, ordered beside modified (issue 31, drawings)', () => {
  it('applies a screen issue’s modifications, and has no modified screen while they make none', () => {
    const line = adjustedLine(screen, 'Complete_Unit', { Finished_Housing_Width_Inches: 96, Finished_Housing_Width_Fraction: 0.5 });
    expect(line?.kind === 'screen' && line.ordered.width).toBe(120);
    expect(line?.modified).toMatchObject({ width: 96, widthFraction: 0.5, copies: 2 });
    expect(adjustedLine(screen, 'Complete_Unit', { Finished_Housing_Width_Inches: 5 })?.modified).toBeNull();
  });

  it('modifies the first roof member of the issue’s kind and keeps the rest, the blade count and the gutters', () => {
    const frames = adjustedLine(roof, 'Frames', { Type: '4x8', Feet: 22, Inches: 3 });
    expect(frames?.kind === 'roof' && frames.modified?.frames.map((f) => [f.frameType, f.frameFeet, f.frameInches])).toEqual([
      ['4x8', 22, 3],
      ['2x8', 20, 0],
      ['2x8', 12, 6],
      ['2x8', 12, 6],
    ]);
    const blades = adjustedLine(roof, 'Blades', { Feet: 11, Inches: 6, Color: 'White' });
    expect(blades?.kind === 'roof' && blades.modified).toMatchObject({
      blades: [{ bladeFeet: 11, bladeInches: 6, bladeQty: 24 }],
      colors: { bladeColor: 'White', frameColor: 'Black' },
      addParts: roof.config.addParts,
    });
  });

  it('draws nothing for a part, a kit-only screen component, a roof’s motor, or a line stored without its configuration', () => {
    expect(adjustedLine({ itemType: 'Part', config: { options: {}, quantity: 1 } } as never, 'Part', {})).toBeNull();
    expect(adjustedLine(screen, 'Badge', {})).toBeNull();
    expect(adjustedLine(roof, 'Motor', {})).toBeNull();
    expect(adjustedLine({ itemType: 'Screen', config: {} } as never, 'Complete_Unit', {})).toBeNull();
  });
});
