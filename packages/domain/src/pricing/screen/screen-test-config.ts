import type { TScreenConfig } from '../../configuration/screen/screen-config';

/**
 * A complete, valid screen for tests and the bench: Black, Standard tracks, Suntex 95 Black,
 * Standard motor, 2 inch gasket, no mounting angle, the default size (36 × 72 × 72).
 */
export function makeScreenConfig(overrides: Partial<TScreenConfig> = {}): TScreenConfig {
  return {
    housingSize: '5.5',
    housingShape: 'Square',
    jobColor: 'Black',
    ralCode: null,
    trackLeft: 'Standard',
    trackRight: 'Standard',
    mountingAngle: 'No',
    materialType: 'Suntex 95',
    materialColor: 'Black',
    motorType: 'Standard - 21 RPM',
    motorSide: 'Right',
    bottomBarFinish: '2 inch gasket',
    replacementReason: null,
    width: 36,
    widthFraction: 0,
    dropLeft: 72,
    dropLeftFraction: 0,
    dropRight: 72,
    dropRightFraction: 0,
    copies: 1,
    meshOnly: false,
    meshOnlyReason: '',
    ...overrides,
  };
}
