import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyScreenChange, housingLocked, housingShapeFor, motorOptions, mountingAngleCount, normalizeScreenConfig, slopeWarning } from './screen-form-rules';
import { makeScreenConfig } from '../../pricing/screen/screen-test-config';
import { motorTypes } from './screen-options';

describe('motor options (portal.md §5)', () => {
  it.each([
    [36, 72, 72, ['Standard - 21 RPM', 'Fast - 34 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM']],
    [119.875, 131.75, 131.75, ['Standard - 21 RPM', 'Fast - 34 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM']],
    [120, 72, 72, ['Standard - 21 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM']],
    [239.875, 131.75, 12, ['Standard - 21 RPM', 'HD - 21 RPM', 'Super HD - 16 RPM']],
    [240, 72, 72, ['HD - 21 RPM', 'Super HD - 16 RPM']],
    [299.875, 72, 72, ['HD - 21 RPM', 'Super HD - 16 RPM']],
    [60, 132, 72, ['HD - 21 RPM', 'Super HD - 16 RPM']],
    [150, 72, 132, ['HD - 21 RPM', 'Super HD - 16 RPM']],
    [300, 72, 72, ['Super HD - 16 RPM']],
    [360, 264, 264, ['Super HD - 16 RPM']],
  ])('width %s, drops %s/%s → %j', (w, l, r, expected) => {
    expect(motorOptions(w, l, r)).toEqual(expected);
  });

  it('never offers 12V (the order form does not)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 36, max: 360 }),
        fc.integer({ min: 12, max: 264 }),
        fc.integer({ min: 12, max: 264 }),
        (w, l, r) => !motorOptions(w, l, r).includes('12V - 16 RPM'),
      ),
    );
  });

  it('clears a motor the new size does not allow and keeps one it does', () => {
    expect(normalizeScreenConfig(makeScreenConfig({ width: 130, motorType: 'Fast - 34 RPM' })).motorType).toBeNull();
    expect(normalizeScreenConfig(makeScreenConfig({ width: 130, motorType: 'HD - 21 RPM' })).motorType).toBe('HD - 21 RPM');
    expect(normalizeScreenConfig(makeScreenConfig({ width: 300, motorType: 'HD - 21 RPM' })).motorType).toBeNull();
  });
});

describe('housing lock (portal.md §5)', () => {
  it('locks from width 264 or a drop of 132', () => {
    expect(housingLocked(263.875, 131.75, 131.75)).toBe(false);
    expect(housingLocked(264, 72, 72)).toBe(true);
    expect(housingLocked(100, 132, 72)).toBe(true);
    expect(housingLocked(100, 72, 132)).toBe(true);
  });

  it('forces Housing 7 Curved when locked', () => {
    const c = normalizeScreenConfig(makeScreenConfig({ width: 264, housingSize: '5.5', housingShape: 'Square', motorType: 'HD - 21 RPM' }));
    expect([c.housingSize, c.housingShape]).toEqual(['7', 'Curved']);
    const tall = normalizeScreenConfig(makeScreenConfig({ dropRight: 132, housingSize: '5.5', housingShape: 'Square', motorType: 'HD - 21 RPM' }));
    expect([tall.housingSize, tall.housingShape]).toEqual(['7', 'Curved']);
  });

  it('choosing 5.5 sets Square, 7 sets Curved; 7 is always Curved', () => {
    expect(housingShapeFor('5.5')).toBe('Square');
    expect(housingShapeFor('7')).toBe('Curved');
    const seven = applyScreenChange(makeScreenConfig(), { housingSize: '7' });
    expect([seven.housingSize, seven.housingShape]).toEqual(['7', 'Curved']);
    const back = applyScreenChange(seven, { housingSize: '5.5' });
    expect([back.housingSize, back.housingShape]).toEqual(['5.5', 'Square']);
    expect(normalizeScreenConfig(makeScreenConfig({ housingSize: '7', housingShape: 'Square' })).housingShape).toBe('Curved');
  });

  it('keeps a locked housing when the dealer picks 5.5', () => {
    const c = applyScreenChange(makeScreenConfig({ width: 280, housingSize: '7', housingShape: 'Curved', motorType: 'HD - 21 RPM' }), { housingSize: '5.5' });
    expect([c.housingSize, c.housingShape]).toEqual(['7', 'Curved']);
  });
});

describe('slope warning and mounting angles', () => {
  it('names the side the sill falls towards (the longer drop is the lower side)', () => {
    expect(slopeWarning(80, 72)).toBe('Screen slopes down right to left');
    expect(slopeWarning(72, 72.25)).toBe('Screen slopes down left to right');
    expect(slopeWarning(72.5, 72.5)).toBeNull();
  });

  it('counts 1 angle kit, or 2 when the larger drop exceeds 132', () => {
    expect(mountingAngleCount(132, 132)).toBe(1);
    expect(mountingAngleCount(132.25, 12)).toBe(2);
    expect(mountingAngleCount(12, 200)).toBe(2);
  });
});

describe('form changes (adjustments-and-pricing §4)', () => {
  it('a width change resets the width fraction; the fraction is locked at 360', () => {
    expect(applyScreenChange(makeScreenConfig({ width: 100, widthFraction: 0.5 }), { width: 101 }).widthFraction).toBe(0);
    expect(applyScreenChange(makeScreenConfig({ width: 100 }), { widthFraction: 0.375 }).widthFraction).toBe(0.375);
    expect(normalizeScreenConfig(makeScreenConfig({ width: 360, widthFraction: 0.5, motorType: 'Super HD - 16 RPM' })).widthFraction).toBe(0);
    expect(normalizeScreenConfig(makeScreenConfig({ dropLeft: 264, dropLeftFraction: 0.5, motorType: 'HD - 21 RPM' })).dropLeftFraction).toBe(0);
  });

  it('a material change clears the material colour; a colour change clears the RAL code', () => {
    expect(applyScreenChange(makeScreenConfig(), { materialType: 'Vinyl' }).materialColor).toBe('');
    expect(applyScreenChange(makeScreenConfig(), { materialType: 'Suntex 99' }).materialColor).toBe('');
    const custom = makeScreenConfig({ jobColor: 'Custom', ralCode: '7016' });
    expect(applyScreenChange(custom, { jobColor: 'White' }).ralCode).toBeNull();
    expect(applyScreenChange(custom, { ralCode: '9010' }).ralCode).toBe('9010');
  });

  it('normalizing is idempotent', () => {
    const arb = fc.record({
      width: fc.integer({ min: 36, max: 360 }),
      widthFraction: fc.constantFrom(0, 0.125, 0.5, 0.875),
      dropLeft: fc.integer({ min: 12, max: 264 }),
      dropRight: fc.integer({ min: 12, max: 264 }),
      housingSize: fc.constantFrom('5.5' as const, '7' as const),
      housingShape: fc.constantFrom('Square' as const, 'Curved' as const),
      motorType: fc.constantFrom(...motorTypes),
    });
    fc.assert(
      fc.property(arb, (o) => {
        const once = normalizeScreenConfig(makeScreenConfig(o));
        expect(normalizeScreenConfig(once)).toEqual(once);
      }),
    );
  });
});
