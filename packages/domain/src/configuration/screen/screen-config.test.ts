import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../../errors/field-errors';
import { ZScreenConfig, type TScreenConfigInput } from './screen-config';

const minimal: TScreenConfigInput = {
  housingSize: '5.5',
  housingShape: 'Square',
  jobColor: 'Black',
  trackLeft: 'Standard',
  trackRight: 'Cable',
  mountingAngle: 'No',
  materialType: 'Suntex 90',
  materialColor: 'Beige',
  motorType: 'Fast - 34 RPM',
  motorSide: 'Left',
  bottomBarFinish: '1.5 inch brush',
};

function errors(input: Record<string, unknown>): Record<string, string> {
  const r = ZScreenConfig.safeParse({ ...minimal, ...input });
  return r.success ? {} : fieldErrorsFromZod(r.error);
}

describe('ZScreenConfig', () => {
  it('defaults the screen to 36 × 72 × 72, one copy, not mesh-only', () => {
    const c = ZScreenConfig.parse(minimal);
    expect(c).toMatchObject({
      width: 36,
      widthFraction: 0,
      dropLeft: 72,
      dropLeftFraction: 0,
      dropRight: 72,
      dropRightFraction: 0,
      copies: 1,
      meshOnly: false,
      ralCode: null,
    });
  });

  it.each([undefined, null, 0, -3, '0'])('copies %s becomes 1 (cartCopies rule)', (copies) => {
    expect(ZScreenConfig.parse({ ...minimal, copies }).copies).toBe(1);
  });

  it.each([Number.NaN, 'two', true])('copies %s is refused, never guessed', (copies) => {
    expect(errors({ copies })).toEqual({ copies: 'Copies must be a whole number' });
  });

  it('keeps a positive whole number of copies and refuses fractions', () => {
    expect(ZScreenConfig.parse({ ...minimal, copies: 3 }).copies).toBe(3);
    expect(errors({ copies: 1.5 })).toEqual({ copies: 'Copies must be a whole number' });
  });

  it('bounds the width and drops with the specification messages', () => {
    expect(errors({ width: 35 })).toEqual({ width: 'Minimum value is 36' });
    expect(errors({ width: 361, motorType: 'Super HD - 16 RPM', housingSize: '7', housingShape: 'Curved' })).toEqual({ width: 'Maximum value is 360' });
    expect(errors({ dropLeft: 11 })).toEqual({ dropLeft: 'Minimum value is 12' });
    expect(errors({ dropRight: 265, motorType: 'HD - 21 RPM', housingSize: '7', housingShape: 'Curved' })).toEqual({ dropRight: 'Maximum value is 264' });
  });

  it('takes width fractions in eighths and drop fractions in quarters, never past the maximum', () => {
    expect(errors({ widthFraction: 0.375, dropLeftFraction: 0.75 })).toEqual({});
    expect(errors({ widthFraction: 0.3 })).toEqual({ widthFraction: 'Width fractions are in eighths' });
    expect(errors({ dropRightFraction: 0.125 })).toEqual({ dropRightFraction: 'Drop fractions are in quarters' });
    expect(errors({ width: 360, widthFraction: 0.125, motorType: 'Super HD - 16 RPM', housingSize: '7', housingShape: 'Curved' })).toEqual({
      widthFraction: 'Maximum value is 360',
    });
  });

  it('requires a 4-digit RAL code for Custom (stored as MF)', () => {
    expect(errors({ jobColor: 'Custom' })).toEqual({ ralCode: 'This field is required' });
    expect(errors({ jobColor: 'MF', ralCode: '701' })).toEqual({ ralCode: 'RAL Code must be 4 characters long' });
    expect(errors({ jobColor: 'MF', ralCode: '70e6' })).toEqual({ ralCode: 'RAL Code must be 4 digits' });
    expect(ZScreenConfig.parse({ ...minimal, jobColor: 'MF', ralCode: '7016' }).jobColor).toBe('Custom');
  });

  it('requires a material colour the material comes in', () => {
    expect(errors({ materialColor: '' })).toEqual({ materialColor: 'This field is required' });
    expect(errors({ materialColor: 'Clear' })).toEqual({ materialColor: 'Please choose an option' });
  });

  it('requires a motor the size allows, except for mesh-only lines', () => {
    expect(errors({ motorType: null })).toEqual({ motorType: 'This field is required' });
    expect(errors({ width: 130 })).toEqual({ motorType: 'This motor is not available for this size' });
    expect(errors({ motorType: '12V - 16 RPM' })).toEqual({ motorType: 'This motor is not available for this size' });
    expect(errors({ motorType: null, meshOnly: true, meshOnlyReason: 'Torn mesh' })).toEqual({});
    expect(errors({ meshOnly: true })).toEqual({ meshOnlyReason: 'This field is required' });
  });

  it('refuses a housing the lock would have changed', () => {
    expect(errors({ width: 264, motorType: 'HD - 21 RPM' })).toEqual({ housingSize: 'Housing 7 Curved is required from 264 in wide or 132 in drop' });
    expect(errors({ dropLeft: 132, motorType: 'HD - 21 RPM', housingSize: '7', housingShape: 'Curved' })).toEqual({});
  });

  it('names a missing option as required and an unknown one as not a choice', () => {
    expect(errors({ trackLeft: undefined, bottomBarFinish: 'Foam', housingShape: '' })).toEqual({
      trackLeft: 'This field is required',
      bottomBarFinish: 'Please choose an option',
      housingShape: 'This field is required',
    });
  });
});
