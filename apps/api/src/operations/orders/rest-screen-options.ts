import { z } from 'zod';
import { ZScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import { customColorCode, jobColors, replacementReasons, screenMaterials } from '@portal/domain/configuration/screen/screen-options';

/**
 * A screen line's `options` and `measurements` as POST /api/orders takes them (portal.md §3 Screen
 * line): declared objects, each key the form's label or the field's name with the values it
 * allows, so a typed client's typo fails to compile and a wrong value is refused at the key sent.
 * What depends on several fields (a motor the size allows, the RAL code of a custom colour, a
 * material's colours) is checked after the mapping, by the screen configuration.
 */

/** Screen config field ← the keys the original form used for it in `options` (first found wins). */
export const screenOptionKeys = {
  housingSize: ['Housing Size', 'housingSize'],
  housingShape: ['Housing Shape', 'housingShape'],
  jobColor: ['jobColor', 'Job Color'],
  ralCode: ['RAL Color', 'ralCode', 'RAL Code'],
  trackLeft: ['Track Left', 'trackLeft'],
  trackRight: ['Track Right', 'trackRight'],
  mountingAngle: ['Mounting Angle', 'mountingAngle'],
  materialType: ['materialType', 'Material Type'],
  materialColor: ['materialColor', 'Material Color', 'Screen Color'],
  motorType: ['Motor Type', 'motorType'],
  motorSide: ['Motor Side', 'motorSide'],
  bottomBarFinish: ['Bottom Bar Finish', 'bottomBarFinish'],
  replacementReason: ['Replacement Reason', 'replacementReason'],
} as const;
export type ScreenOptionField = keyof typeof screenOptionKeys;

export const measurementKeys = ['width', 'widthFraction', 'dropLeft', 'dropLeftFraction', 'dropRight', 'dropRightFraction'] as const;

const required = 'This field is required';
const chooseAnOption = 'Please choose an option';
const absent = (input: unknown) => input === undefined || input === null || input === '';
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: (issue) => (absent(issue.input) ? required : chooseAnOption) });

const materialColors = [...new Set(Object.values(screenMaterials).flatMap((m) => m.colors))];
const [firstColor = '', ...otherColors] = materialColors;
const reasonNumbers = replacementReasons.map((r) => r.value);
const [firstReason = 1, ...otherReasons] = reasonNumbers;

/** The values each option allows, as the screen configuration reads them (its own schema where the form sends its value as it is). */
const optionValues = {
  housingSize: ZScreenConfig.shape.housingSize,
  housingShape: ZScreenConfig.shape.housingShape,
  jobColor: choice([...jobColors, customColorCode]).describe(`${jobColors.join(', ')}; ${customColorCode} is Custom (then a RAL code is required)`),
  ralCode: z.string().nullable().describe('The RAL code of a Custom job colour: 4 digits'),
  trackLeft: ZScreenConfig.shape.trackLeft,
  trackRight: ZScreenConfig.shape.trackRight,
  mountingAngle: ZScreenConfig.shape.mountingAngle,
  materialType: ZScreenConfig.shape.materialType,
  materialColor: choice([firstColor, ...otherColors]).describe(
    `A colour of the material type: ${Object.entries(screenMaterials)
      .map(([type, m]) => `${type}: ${m.colors.join(', ')}`)
      .join('; ')}`,
  ),
  motorType: ZScreenConfig.shape.motorType.removeDefault().describe('Null only for a Mesh/Vinyl Only line'),
  motorSide: ZScreenConfig.shape.motorSide,
  bottomBarFinish: ZScreenConfig.shape.bottomBarFinish,
  replacementReason: z
    .union([z.literal([firstReason, ...otherReasons]), z.enum(reasonNumbers.map(String))], { error: chooseAnOption })
    .nullable()
    .describe(`${replacementReasons.map((r) => `${r.value} ${r.label}`).join(', ')}: a number or a string holding one`),
} satisfies Record<ScreenOptionField, z.ZodType>;

const optionShape = Object.fromEntries(
  Object.entries(screenOptionKeys).flatMap(([field, keys]) => keys.map((key) => [key, optionValues[field as ScreenOptionField].optional()])),
);

type OptionShape = { [F in ScreenOptionField as (typeof screenOptionKeys)[F][number]]: z.ZodOptional<(typeof optionValues)[F]> };

const quoted = (keys: readonly string[]) => keys.map((k) => `'${k}'`).join(' or ');
const optionKeysText = Object.entries(screenOptionKeys)
  .map(([field, keys]) => `${quoted(keys)} → ${field}`)
  .join('; ');

export const ZRestScreenOptions = z
  .object(optionShape as OptionShape, { error: "A screen's options are an object: {'Housing Size': '5.5', 'Motor Type': …}" })
  .describe(
    `The screen's options keyed by the form's labels or field names (the first key found is read): ${optionKeysText}. ` +
      'Each key takes the values listed; a key the portal does not read is ignored',
  );

/** A measurement: a number, or a string of decimal digits (read after the mapping, so '96' is 96 and '1e2' is refused). */
const measurement = z
  .union([z.number(), z.string()], { error: 'Send a number, or a text holding one' })
  .nullable()
  .optional()
  .describe('A number, or a string holding one in decimal digits');

export const ZRestScreenMeasurements = z
  .object(
    {
      width: measurement.describe('Whole inches'),
      widthFraction: measurement.describe('Eighths of an inch: 0, 0.125 … 0.875'),
      dropLeft: measurement.describe('Whole inches'),
      dropLeftFraction: measurement.describe('Quarters of an inch: 0, 0.25, 0.5, 0.75'),
      dropRight: measurement.describe('Whole inches'),
      dropRightFraction: measurement.describe('Quarters of an inch: 0, 0.25, 0.5, 0.75'),
      copies: measurement.describe('How many of this screen, read when neither copies nor cartCopies is sent'),
    },
    { error: "A screen's measurements are an object: {width, dropLeft, dropRight…}" },
  )
  .describe(
    `The screen's measurements: ${measurementKeys.join(', ')} (whole inches, and fractions of an inch: eighths for the width, quarters for the drops), ` +
      'each a number or a string holding one, and copies; any other key (widthDisplay…) is ignored',
  );
