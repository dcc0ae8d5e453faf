import { z } from 'zod';
import { ZCopies } from '../../pricing/cart/copies';
import {
  accessoryBeamFeetMax,
  accessoryBeamTypes,
  additionalPartNames,
  bladeFeetMax,
  bladeFeetMin,
  bladeTypes,
  extraBeamFeetMax,
  extraBeamTypes,
  frameFeetMax,
  frameTypes,
  inchesMax,
  midspanBeamFeetMax,
  midspanBeamTypes,
  postLengths,
  postLengthsFor,
  postStyles,
  roofColors,
  roofMotorTypes,
} from './roof-options';

/**
 * The roof line as the form sends it and the server stores it (portal.md §3 Roof line, §5 Roof
 * form). The spec gives no message for the roof limits, so they use the adjustment forms'
 * wording: 'Minimum value is N' / 'Maximum value is N'.
 */
const required = 'This field is required';
const minimum = (n: number) => `Minimum value is ${n}`;
const maximum = (n: number) => `Maximum value is ${n}`;
const wholeNumber = 'Please enter a whole number';

const count = (min: number, max: number) => z.number({ error: required }).int(wholeNumber).min(min, minimum(min)).max(max, maximum(max));
const inches = z.number({ error: required }).min(0, minimum(0)).max(inchesMax, maximum(inchesMax));
/** A beam or frame shorter than a foot is not something the factory cuts; feet start at 1. */
const feet = (max: number) => count(1, max);
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'Please choose an option' });

/** Lists are bounded so one request cannot make the server price an unbounded roof. */
const entries = <T extends z.ZodType>(entry: T) => z.array(entry).max(100, 'At most 100 entries');

/** 'Custom' is the label; 'MF' is the stored value (see roof-options). */
const roofColor = z.enum([...roofColors, 'Custom'], { error: 'Please choose a colour' }).transform((c) => (c === 'Custom' ? 'MF' : c));
const ralCode = z.string().trim().max(20).default('');

function checkRal(ctx: z.RefinementCtx, ral: string, path: string) {
  if (ral === '') ctx.addIssue({ code: 'custom', message: required, path: [path] });
  else if (ral.length !== 4) ctx.addIssue({ code: 'custom', message: 'RAL Code must be 4 characters long', path: [path] });
  else if (!/^\d{4}$/.test(ral)) ctx.addIssue({ code: 'custom', message: 'RAL Code must be 4 digits', path: [path] });
}

export const ZRoofColors = z
  .object({ frameColor: roofColor, frameColorRal: ralCode, bladeColor: roofColor, bladeColorRal: ralCode, postColor: roofColor })
  .superRefine((c, ctx) => {
    // Posts have no RAL field of their own: a custom post is painted to the frame's RAL code.
    if (c.frameColor === 'MF' || c.postColor === 'MF') checkRal(ctx, c.frameColorRal, 'frameColorRal');
    if (c.bladeColor === 'MF') checkRal(ctx, c.bladeColorRal, 'bladeColorRal');
  })
  // A RAL code only means something with the custom colour; changing the colour clears it.
  .transform((c) => ({
    ...c,
    frameColorRal: c.frameColor === 'MF' || c.postColor === 'MF' ? c.frameColorRal : '',
    bladeColorRal: c.bladeColor === 'MF' ? c.bladeColorRal : '',
  }));

export const ZRoofFrame = z.object({ frameType: choice(frameTypes), frameFeet: feet(25), frameInches: inches }).superRefine((f, ctx) => {
  const max = frameFeetMax(f.frameType);
  if (f.frameFeet > max) ctx.addIssue({ code: 'custom', message: maximum(max), path: ['frameFeet'] });
});

export const ZRoofMidspanBeam = z.object({ beamType: choice(midspanBeamTypes), beamFeet: feet(25), beamInches: inches }).superRefine((b, ctx) => {
  const max = midspanBeamFeetMax(b.beamType);
  if (b.beamFeet > max) ctx.addIssue({ code: 'custom', message: maximum(max), path: ['beamFeet'] });
});

export const ZRoofAccessoryBeam = z.object({ beamType: choice(accessoryBeamTypes), beamFeet: feet(accessoryBeamFeetMax), beamInches: inches });

export const ZRoofExtraBeam = z.object({ beamType: choice(extraBeamTypes), beamFeet: feet(25), beamInches: inches }).superRefine((b, ctx) => {
  const max = extraBeamFeetMax(b.beamType);
  if (b.beamFeet > max) ctx.addIssue({ code: 'custom', message: maximum(max), path: ['beamFeet'] });
});

export const ZRoofBlade = z.object({
  bladeType: choice(bladeTypes),
  bladeFeet: count(bladeFeetMin, bladeFeetMax),
  bladeInches: inches,
  bladeQty: count(1, 500),
});

export const ZRoofPost = z.object({ postStyle: choice(postStyles), postLength: choice(postLengths) }).superRefine((p, ctx) => {
  const allowed = postLengthsFor(p.postStyle);
  if (!allowed.includes(p.postLength)) ctx.addIssue({ code: 'custom', message: `Post length must be one of ${allowed.join(', ')}`, path: ['postLength'] });
});

export const ZRoofAdditionalPart = z.object({ partName: choice(additionalPartNames), partQty: count(1, 999) });

/** Informational measurements (not priced): the roof's overall size as the dealer drew it. */
const measure = z.number({ error: required }).min(0, minimum(0)).max(1200, maximum(1200));
export const ZRoofMeasurements = z
  .object({ widthFeet: measure, widthInches: inches, projectionFeet: measure, projectionInches: inches, heightFeet: measure, heightInches: inches })
  .partial();

export const ZRoofConfig = z.object({
  roofName: z.string().trim().max(100, 'Roof name is too long (100 characters max)').default(''),
  measurements: ZRoofMeasurements.default({}),
  colors: ZRoofColors,
  motorType: choice(roofMotorTypes),
  motorQuantity: count(1, 50),
  frames: entries(ZRoofFrame).default([]),
  beamMs: entries(ZRoofMidspanBeam).default([]),
  beamAs: entries(ZRoofAccessoryBeam).default([]),
  beamXs: entries(ZRoofExtraBeam).default([]),
  blades: entries(ZRoofBlade).default([]),
  posts: entries(ZRoofPost).default([]),
  addParts: entries(ZRoofAdditionalPart).default([]),
  details: z.string().max(2000, 'Details are too long (2000 characters max)').default(''),
  copies: ZCopies,
});

/** What the form holds (Custom allowed as a colour, lists optional). */
export type TRoofConfigInput = z.input<typeof ZRoofConfig>;
/** What pricing reads: validated, colours normalised to MF, defaults filled. */
export type TRoofConfig = z.output<typeof ZRoofConfig>;

export const emptyRoofMessage = 'Add at least one frame, beam, blade or post';

/** A roof with no frame, beam, blade or post orders nothing but its motor: it cannot be added (a form left untouched). */
export function isEmptyRoof(config: Pick<TRoofConfigInput, 'frames' | 'beamMs' | 'beamAs' | 'beamXs' | 'blades' | 'posts'>): boolean {
  return [config.frames, config.beamMs, config.beamAs, config.beamXs, config.blades, config.posts].every((list) => (list ?? []).length === 0);
}
