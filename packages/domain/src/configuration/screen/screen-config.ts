import { z } from 'zod';
import { ZCopies } from '../../pricing/cart/copies';
import {
  bottomBarFinishes,
  customColorCode,
  dropFractions,
  housingShapes,
  housingSizes,
  jobColors,
  motorSides,
  motorTypes,
  replacementReasons,
  screenLimits,
  screenMaterials,
  screenMaterialTypes,
  trackTypes,
  widthFractions,
  yesNo,
} from './screen-options';
import { housingLocked, housingShapeFor, motorOptions } from './screen-form-rules';

/**
 * A screen line's options and measurements as the form sends them and the server stores them
 * (portal.md §3 Screen line, §5 Screen form; adjustments-and-pricing §5). Messages are the
 * specification's where it gives one.
 */
const required = 'This field is required';
const minimum = (n: number) => `Minimum value is ${n}`;
const maximum = (n: number) => `Maximum value is ${n}`;
const absent = (input: unknown) => input === undefined || input === null || input === '';
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (absent(issue.input) ? required : 'Please choose an option') });
const wholeInchesMessage = 'Please enter a whole number of inches';
// A value sent that is no number ("1e2", "abc") is not a missing one.
const wholeInches = (min: number, max: number) =>
  z
    .number({ error: (issue) => (absent(issue.input) ? required : wholeInchesMessage) })
    .int(wholeInchesMessage)
    .min(min, minimum(min))
    .max(max, maximum(max));
const fraction = (allowed: readonly number[], message: string) =>
  z
    .number({ error: message })
    .refine((v) => allowed.includes(v), message)
    .default(0);

const replacementReason = z
  .number({ error: 'Please choose an option' })
  .refine((v) => replacementReasons.some((r) => r.value === v), 'Please choose an option')
  .nullable()
  .default(null);

export const ZScreenConfig = z
  .object({
    housingSize: choice(housingSizes),
    housingShape: choice(housingShapes),
    // The form stores the custom colour as MF ('Custom *'); both spellings mean Custom.
    jobColor: z.preprocess((v) => (v === customColorCode ? 'Custom' : v), choice(jobColors)),
    ralCode: z.string().trim().nullable().default(null),
    trackLeft: choice(trackTypes),
    trackRight: choice(trackTypes),
    mountingAngle: choice(yesNo),
    materialType: choice(screenMaterialTypes),
    materialColor: z.string({ error: required }).trim().min(1, required),
    /** Null while the form has cleared a motor the size no longer allows; required to order a full screen. */
    motorType: choice(motorTypes).nullable().default(null),
    motorSide: choice(motorSides),
    bottomBarFinish: choice(bottomBarFinishes),
    replacementReason,
    width: wholeInches(screenLimits.widthMin, screenLimits.widthMax).default(screenLimits.defaultWidth),
    widthFraction: fraction(widthFractions, 'Width fractions are in eighths'),
    dropLeft: wholeInches(screenLimits.dropMin, screenLimits.dropMax).default(screenLimits.defaultDrop),
    dropLeftFraction: fraction(dropFractions, 'Drop fractions are in quarters'),
    dropRight: wholeInches(screenLimits.dropMin, screenLimits.dropMax).default(screenLimits.defaultDrop),
    dropRightFraction: fraction(dropFractions, 'Drop fractions are in quarters'),
    copies: ZCopies,
    /** Mesh/Vinyl Only: the dealer replaces the material of an existing screen. */
    meshOnly: z.boolean().default(false),
    meshOnlyReason: z.string().trim().max(500, 'Reason must be 500 characters or less').default(''),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // The maxima are whole inches: the fraction may not push past them (the form locks it at 0).
    if (c.width === screenLimits.widthMax && c.widthFraction > 0) issue('widthFraction', maximum(screenLimits.widthMax));
    if (c.dropLeft === screenLimits.dropMax && c.dropLeftFraction > 0) issue('dropLeftFraction', maximum(screenLimits.dropMax));
    if (c.dropRight === screenLimits.dropMax && c.dropRightFraction > 0) issue('dropRightFraction', maximum(screenLimits.dropMax));
    if (c.jobColor === 'Custom') {
      const ral = c.ralCode ?? '';
      if (ral === '') issue('ralCode', required);
      else if (ral.length !== 4) issue('ralCode', 'RAL Code must be 4 characters long');
      else if (!/^\d{4}$/.test(ral)) issue('ralCode', 'RAL Code must be 4 digits');
    }
    if (c.materialColor && !screenMaterials[c.materialType].colors.includes(c.materialColor)) issue('materialColor', 'Please choose an option');
    if (c.meshOnly && c.meshOnlyReason === '') issue('meshOnlyReason', required);
    // The server refuses what the form would have changed: a motor or housing the size does not allow.
    const m = screenMeasures(c);
    if (!c.meshOnly) {
      if (c.motorType === null) issue('motorType', required);
      else if (!motorOptions(m.width, m.dropLeft, m.dropRight).includes(c.motorType)) issue('motorType', 'This motor is not available for this size');
    }
    if (housingLocked(m.width, m.dropLeft, m.dropRight) && (c.housingSize !== '7' || c.housingShape !== 'Curved')) {
      issue('housingSize', 'Housing 7 Curved is required from 264 in wide or 132 in drop');
    } else if (c.housingSize === '7' && c.housingShape !== housingShapeFor('7')) {
      // Choosing 7 sets Curved in the form (portal.md §5), which offers no Square 7: nor does an order.
      issue('housingShape', 'Housing 7 is Curved only');
    }
  });

export type TScreenConfig = z.output<typeof ZScreenConfig>;
export type TScreenConfigInput = z.input<typeof ZScreenConfig>;

/** Whole inches plus fraction: what every rule compares (the fractions are exact binary fractions). */
export interface ScreenMeasures {
  width: number;
  dropLeft: number;
  dropRight: number;
}

export function screenMeasures(
  c: Pick<TScreenConfig, 'width' | 'widthFraction' | 'dropLeft' | 'dropLeftFraction' | 'dropRight' | 'dropRightFraction'>,
): ScreenMeasures {
  return { width: c.width + c.widthFraction, dropLeft: c.dropLeft + c.dropLeftFraction, dropRight: c.dropRight + c.dropRightFraction };
}
