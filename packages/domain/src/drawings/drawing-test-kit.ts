import fc from 'fast-check';
import {
  accessoryBeamFeetMax,
  additionalPartNames,
  bladeFeetMax,
  bladeFeetMin,
  extraBeamFeetMax,
  frameFeetMax,
  frameTypes,
  accessoryBeamTypes,
  inchesMax,
  midspanBeamFeetMax,
  postLengthsFor,
  postStyles,
} from '../configuration/roof/roof-options';
import { dropFractions, screenLimits, trackTypes, widthFractions } from '../configuration/screen/screen-options';
import type { DrawnRoof } from './roof-layout';

/**
 * Test support, never imported by the product: random configurations over the whole range the
 * schemas allow, for the drawings' property tests and their benchmark (scripts/bench/drawings.ts),
 * and the texts a drawing shows.
 */

/** The texts an SVG draws, unescaped. */
export const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

/** A screen's measurements and the options its front view shows (the rest from the caller's screen). */
export const arbitraryScreenMeasures = fc.record({
  width: fc.integer({ min: screenLimits.widthMin, max: screenLimits.widthMax }),
  widthFraction: fc.constantFrom(...widthFractions),
  dropLeft: fc.integer({ min: screenLimits.dropMin, max: screenLimits.dropMax }),
  dropLeftFraction: fc.constantFrom(...dropFractions),
  dropRight: fc.integer({ min: screenLimits.dropMin, max: screenLimits.dropMax }),
  dropRightFraction: fc.constantFrom(...dropFractions),
  trackLeft: fc.constantFrom(...trackTypes),
  trackRight: fc.constantFrom(...trackTypes),
  motorSide: fc.constantFrom('Left' as const, 'Right' as const),
  meshOnly: fc.boolean(),
});

/** 0 to 11.99 inches: mostly as the form takes them (hundredths), sometimes any number the schema allows. */
const inches = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: inchesMax * 100 }).map((n) => n / 100) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: inchesMax, noNaN: true }) },
);
const measure = fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.double({ min: 0, max: 1200, noNaN: true }));
/** Mostly a few entries, sometimes up to the schema's 100. */
const entries = <T>(entry: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.array(entry, { maxLength: 6 }) }, { weight: 1, arbitrary: fc.array(entry, { maxLength: 100, size: 'max' }) });
const member = <T extends string>(types: readonly T[], feetMax: (type: T) => number) =>
  fc
    .constantFrom(...types)
    .chain((beamType) => fc.record({ beamType: fc.constant(beamType), beamFeet: fc.integer({ min: 1, max: feetMax(beamType) }), beamInches: inches }));
const color = fc.constantFrom('Black' as const, 'White' as const, 'Bronze' as const, 'MF' as const, 'Custom' as const);
const ral = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));

/** A roof ZRoofConfig accepts, any list from empty to its 100 entries. */
export const arbitraryRoof: fc.Arbitrary<DrawnRoof> = fc.record({
  measurements: fc.record(
    { widthFeet: measure, widthInches: inches, projectionFeet: measure, projectionInches: inches, heightFeet: measure, heightInches: inches },
    { requiredKeys: [] },
  ),
  colors: fc.record({ frameColor: color, frameColorRal: ral, bladeColor: color, bladeColorRal: ral, postColor: color }),
  motorType: fc.constant('Standard' as const),
  motorQuantity: fc.integer({ min: 1, max: 50 }),
  frames: entries(
    fc
      .constantFrom(...frameTypes)
      .chain((frameType) =>
        fc.record({ frameType: fc.constant(frameType), frameFeet: fc.integer({ min: 1, max: frameFeetMax(frameType) }), frameInches: inches }),
      ),
  ),
  beamMs: entries(member(frameTypes, midspanBeamFeetMax)),
  beamAs: entries(member(accessoryBeamTypes, () => accessoryBeamFeetMax)),
  beamXs: entries(member(frameTypes, extraBeamFeetMax)),
  blades: entries(
    fc.record({
      bladeType: fc.constant('B-Blade' as const),
      bladeFeet: fc.integer({ min: bladeFeetMin, max: bladeFeetMax }),
      bladeInches: inches,
      bladeQty: fc.integer({ min: 1, max: 500 }),
    }),
  ),
  posts: entries(
    fc
      .constantFrom(...postStyles)
      .chain((postStyle) => fc.record({ postStyle: fc.constant(postStyle), postLength: fc.constantFrom(...postLengthsFor(postStyle)) })),
  ),
  addParts: entries(fc.record({ partName: fc.constantFrom(...additionalPartNames), partQty: fc.integer({ min: 1, max: 999 }) })),
});
