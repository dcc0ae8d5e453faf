import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { fieldErrorsFromZod } from '../../errors/field-errors';
import { ZMappedRoofKit, ZPricingAlert } from '../../orders/order-view-schemas';
import type { PricingContext } from '../pricing-context';
import { ZRoofColors, ZRoofConfig } from '../../configuration/roof/roof-config';
import { priceRoof } from './roof-price';

const sendARoof = 'Please send a roof';
const checkTheRoof = 'Please check the roof';

/**
 * A field the roof form defaults, as a request declares it: optional, its default left to
 * ZRoofConfig. The same schema otherwise (so the same messages); the document then says the
 * field may be left out rather than giving a default that typed clients read as always present.
 */
const leftOutIsDefault = <T extends z.ZodType>(field: z.ZodDefault<T>) => field.removeDefault().optional();

const roofColorsIn = ZRoofColors.in.shape;
const roofFields = ZRoofConfig.shape;

/**
 * The roof's fields as a request sends them (POST /api/orders/getorderprices' roof, the roof
 * lines of POST /api/orders): ZRoofConfig's own field schemas, the defaulted ones optional.
 * ZRoofConfig then fills the defaults (quoteRoofForLegacyCall, ZSaveOrderInput).
 */
export const restRoofShape = {
  roofName: leftOutIsDefault(roofFields.roofName),
  measurements: leftOutIsDefault(roofFields.measurements),
  colors: z
    .object({
      // The colour choices as sent ('Custom' or 'MF' for a custom colour); ZRoofColors reads them.
      frameColor: roofColorsIn.frameColor.in,
      frameColorRal: leftOutIsDefault(roofColorsIn.frameColorRal).describe("The RAL code (4 digits) of a custom ('Custom' or 'MF') frame or post colour"),
      bladeColor: roofColorsIn.bladeColor.in,
      bladeColorRal: leftOutIsDefault(roofColorsIn.bladeColorRal).describe("The RAL code (4 digits) of a custom ('Custom' or 'MF') blade colour"),
      postColor: roofColorsIn.postColor.in,
    })
    // Then the roof form's colours: the RAL codes checked, 'Custom' read as 'MF'.
    .pipe(ZRoofColors),
  motorType: roofFields.motorType,
  motorQuantity: roofFields.motorQuantity,
  frames: leftOutIsDefault(roofFields.frames),
  beamMs: leftOutIsDefault(roofFields.beamMs).describe('Midspan beams'),
  beamAs: leftOutIsDefault(roofFields.beamAs).describe('Accessory beams'),
  beamXs: leftOutIsDefault(roofFields.beamXs).describe('Extra beams'),
  blades: leftOutIsDefault(roofFields.blades),
  posts: leftOutIsDefault(roofFields.posts),
  addParts: leftOutIsDefault(roofFields.addParts).describe('Additional parts'),
  details: leftOutIsDefault(roofFields.details),
  copies: roofFields.copies.describe('How many of this roof: a whole number, or a string holding one (missing, 0 or negative is 1)'),
};

/**
 * POST /api/orders/getorderprices, body { roof, kits, customColorMultiplier }.
 * The old client sent the kit list and the multiplier it had loaded; prices are computed, never
 * accepted (ARCHITECTURE.md), so both are read for their type only and ignored: the server prices
 * from its own catalog and its own Custom Color Multiplier entry. The roof is the roof form's own
 * schema (RoofConfig, its messages): quoteRoofForLegacyCall refuses a bad one naming roof.<field>.
 */
export const ZLegacyRoofPriceRequest = z
  .object(
    {
      roof: z
        .object(restRoofShape, { error: sendARoof })
        .describe("The roof, as an order's roof line holds it (RoofConfig; 'Custom' may stand for 'MF'); checked by the server, each field named"),
      kits: z
        .union([z.array(z.unknown()), z.record(z.string(), z.unknown())], { error: 'kits is ignored, but must be a list or an object when sent' })
        .optional()
        .describe('Ignored: the kits the original client had loaded (a list, or the Kits object); the server prices from its own catalog'),
      customColorMultiplier: z
        .union([z.number(), z.string(), z.null()], { error: 'customColorMultiplier is ignored, but must be a number (or a string holding one) when sent' })
        .optional()
        .describe('Ignored: the multiplier the original client had loaded (a number); the server applies its own Custom Color Multiplier'),
    },
    { error: sendARoof },
  )
  .meta({ id: 'PriceRoof', description: 'One roof to price for the signed-in dealer' });

export const ZLegacyRoofPriceResponse = z
  .object({
    price: z.number().describe("One roof, tier applied, in dollars with two decimals in the dealer's currency (the legacy client formats it as currency)"),
    priceCents: z.number().int().describe('The same amount in exact integer cents'),
    mappedRfKits: z.array(ZMappedRoofKit).describe('The catalogue items the roof is made of'),
    alerts: z.array(ZPricingAlert).describe('Why part of the roof could not be priced (those parts count 0)'),
  })
  .meta({ id: 'LegacyRoofPrice', description: 'The price of one roof for the signed-in dealer, its kits and pricing alerts' });

export type LegacyRoofPriceResponse = z.infer<typeof ZLegacyRoofPriceResponse>;

export function quoteRoofForLegacyCall(ctx: PricingContext, body: unknown): LegacyRoofPriceResponse {
  const request = ZLegacyRoofPriceRequest.safeParse(body);
  if (!request.success) {
    const fieldErrors = fieldErrorsFromZod(request.error);
    // No roof (or no body) is 'Please send a roof'; a roof refused field by field, 'Please check the roof'.
    const keys = Object.keys(fieldErrors);
    const message = keys.some((k) => k === '_' || k === 'roof')
      ? sendARoof
      : keys.some((k) => k.startsWith('roof.'))
        ? checkTheRoof
        : (Object.values(fieldErrors)[0] ?? sendARoof);
    throw new DomainError('BAD_INPUT', message, fieldErrors);
  }
  // The defaults the request left out; the fields were checked above, with the same schemas.
  const roofConfig = ZRoofConfig.safeParse(request.data.roof);
  if (!roofConfig.success) {
    throw new DomainError(
      'BAD_INPUT',
      checkTheRoof,
      Object.fromEntries(Object.entries(fieldErrorsFromZod(roofConfig.error)).map(([k, v]) => [`roof.${k}`, v])),
    );
  }
  const quote = priceRoof(ctx, roofConfig.data);
  // The installation lacks its pricing entry: nothing the dealer can fix, so not BAD_INPUT.
  if (quote.refusal) throw new DomainError('CONFLICT', quote.refusal, undefined, 'NOT_PRICEABLE');
  return { price: quote.unitPriceCents / 100, priceCents: quote.unitPriceCents, mappedRfKits: quote.mappedRfKits, alerts: quote.alerts };
}
