import { z } from 'zod';
import { emptyRoofMessage, isEmptyRoof } from '@portal/domain/configuration/roof/roof-config';
import { restRoofShape } from '@portal/domain/pricing/roof/roof-legacy-quote';
import { ZCopies } from '@portal/domain/pricing/cart/copies';
import { numberFromDecimalText } from '@portal/domain/text/decimal-text';
import { partMessages, ZPartConfig } from '@portal/domain/configuration/parts/part-config';
import { ZScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import {
  orderMessages,
  ZCart,
  ZOrderHeader,
  ZRejectOrderInput,
  ZRoofLine,
  ZSaveOrderInput,
  ZScreenLine,
  ZShipOrderInput,
} from '@portal/domain/orders/order-schemas';
import type { TSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { measurementKeys, screenOptionKeys, ZRestScreenMeasurements, ZRestScreenOptions } from './rest-screen-options';

/**
 * POST /api/orders as the original client sends it (portal.md §3, §7): screens with `options`
 * and `measurements` keyed by the form's labels, roofs with the roof fields at the top level,
 * parts as `{number, quantity, attributes}`. Each field the body holds as the order form holds it
 * is declared with the form's own schema (and so its message); toSaveOrderInput() maps the body
 * onto ZSaveOrderInput, which checks the whole order again, the screen options included. Prices,
 * kits, totals and user details in the body are dropped here and never read.
 */

/**
 * A field the order form defaults, as the body declares it: optional, its default left to
 * ZSaveOrderInput after the mapping. The same schema otherwise (so the same messages); the
 * document then says the field may be left out, rather than giving a default that typed
 * clients read as always present.
 */
const leftOutIsDefault = <T extends z.ZodType>(field: z.ZodDefault<T>) => field.removeDefault().optional();

export const ZRestScreenLine = z
  .object(
    {
      screenId: ZScreenLine.shape.screenId.describe('The line id (kept across saves); a new line may leave it out'),
      screenName: leftOutIsDefault(ZScreenLine.shape.screenName).describe('The name the dealer gave the screen (100 characters max)'),
      details: leftOutIsDefault(ZScreenLine.shape.details).describe('Notes for the screen (2000 characters max)'),
      options: ZRestScreenOptions.optional(),
      measurements: ZRestScreenMeasurements.optional(),
      meshOnly: leftOutIsDefault(ZScreenConfig.shape.meshOnly).describe(
        'Mesh/Vinyl Only: the material of an existing screen is replaced (then meshOnlyReason is required)',
      ),
      meshOnlyReason: leftOutIsDefault(ZScreenConfig.shape.meshOnlyReason).describe('Why the material is replaced (500 characters max)'),
      // Nullish around ZCopies: an absent or null copies leaves the next key to say (copies, cartCopies, then measurements.copies).
      copies: ZCopies.nullish().describe('How many of this screen: a whole number, or a string holding one (missing, 0 or negative is 1)'),
      cartCopies: ZCopies.nullish().describe("The original client's name for copies, read when copies is not sent"),
    },
    { error: 'Each screen line is an object: {screenName, options, measurements…}' },
  )
  .describe('A screen line (portal.md §3 Screen line); price, mappedScrKits and other fields the client keeps on the line are ignored');

/** A roof line: the roof configuration's own fields at the top level, and the line id. */
export const ZRestRoofLine = z
  .object(
    { roofId: ZRoofLine.shape.roofId.describe('The line id (kept across saves); a new line may leave it out'), ...restRoofShape },
    { error: 'Each roof line is an object with the roof fields' },
  )
  .refine((c) => !isEmptyRoof(c), { message: emptyRoofMessage, path: ['frames'] })
  .describe(
    'A roof line (portal.md §3 Roof line): the RoofConfig fields at the top level, with roofId; price, file, mappedRfKits and other fields are ignored',
  );

export const ZRestPartLine = z
  .object(
    {
      number: ZPartConfig.shape.itemNo.describe('The item number: a line without family orders this item'),
      quantity: ZPartConfig.shape.quantity.describe('How many: a whole number from 1 (the most is the order limit, ORDER_MAX_QUANTITY: 1000 by default)'),
      family: ZPartConfig.shape.family.describe(
        'The part family (as GET /api/bc/portalItems lists them): with options, it says the item, whatever number says',
      ),
      options: leftOutIsDefault(ZPartConfig.shape.options).describe(
        "With family: option name → the value chosen (every option of the family), e.g. {Channels: '5', Color: 'White'}",
      ),
      id: z
        .union([z.string(), z.number()])
        .optional()
        .describe("Ignored: the id the client keeps on the line (an order's part line shows the item number as id); number says the item"),
      attributes: z
        .array(z.record(z.string(), z.unknown()))
        .optional()
        .describe(
          "Ignored: the item's attributes as the original client lists them ({attributeName, attributeValues}); the server reads them from the catalog",
        ),
    },
    { error: 'Each part line is an object: {number, quantity} or {family, options, quantity}' },
  )
  .refine((l) => Boolean(l.family || l.number), { message: partMessages.options, path: ['family'] })
  .describe('A part line (portal.md §3 Part line): {number, quantity}, or {family, options, quantity}; price and other fields are ignored');

/** A number sent for the order number: digits once written out (1e21 and more is refused after the mapping). */
const orderNumberAsNumber = z
  .number({ error: orderMessages.numberDigits })
  .nonnegative(orderMessages.numberDigits)
  .refine(Number.isInteger, orderMessages.numberDigits);

export const ZRestSaveOrderBody = z
  .object({
    _id: ZSaveOrderInput.shape._id.describe('The order id: from generateOrderId for a new order (a new id when absent), or the order to update'),
    version: ZSaveOrderInput.shape.version.describe('The version the order was read at (whole number): a save after another write is refused (ORDER_CHANGED)'),
    orderName: ZOrderHeader.shape.orderName.describe('3 to 50 characters'),
    orderNumber: z
      .union([ZOrderHeader.shape.orderNumber.removeDefault(), orderNumberAsNumber], { error: orderMessages.numberDigits })
      .optional()
      .describe("The dealer's own number: digits (30 max), as a string or a whole number; '' when absent"),
    status: ZSaveOrderInput.shape.status.describe('DRAFT saves, SUBMITTED submits (or, by an administrator, processes), APPROVED approves (administrators)'),
    transfer: leftOutIsDefault(ZOrderHeader.shape.transfer).describe(
      'A Material Transfer (false when left out): then sender and receiver are required and differ',
    ),
    sender: leftOutIsDefault(ZOrderHeader.shape.sender).describe('The sending ERP customer id of a transfer'),
    receiver: leftOutIsDefault(ZOrderHeader.shape.receiver).describe('The receiving ERP customer id of a transfer'),
    promisedShipDate: ZSaveOrderInput.shape.promisedShipDate,
    cart: z
      .object(
        {
          screens: z
            .array(ZRestScreenLine, { error: 'screens must be a list' })
            .optional()
            .describe(
              'Screen lines: {screenId, screenName, details, options, measurements, copies}, ' +
                "the options keyed by the form's labels ('Housing Size', 'Motor Type'…)",
            ),
          roofs: z
            .array(ZRestRoofLine, { error: 'roofs must be a list' })
            .optional()
            .describe('Roof lines: the roof fields (RoofConfig) at the top level, with roofId'),
          parts: z
            .array(ZRestPartLine, { error: 'parts must be a list' })
            .optional()
            .describe('Part lines: {number, quantity}, or {family, options, quantity}'),
          extraDetails: leftOutIsDefault(ZCart.shape.extraDetails).describe('Notes for the order (up to 2000 characters)'),
        },
        { error: 'cart is required' },
      )
      .describe('The lines; prices, kits and totals sent are ignored: the server prices every line'),
  })
  .meta({ id: 'SaveOrder', description: "Save, submit, process or approve an order; every field is checked with the order form's messages" });
export type TRestSaveOrderBody = z.output<typeof ZRestSaveOrderBody>;

const pick = (source: Record<string, unknown>, keys: readonly string[]) => keys.map((k) => source[k]).find((v) => v !== undefined);
/** "96" from a form field is 96 (decimal digits only: "1e2" or "0x60" is not); anything else is left for the schema to refuse with its message. */
const numeric = numberFromDecimalText;
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export function screenLineFromRest(line: z.output<typeof ZRestScreenLine>) {
  const options = Object.fromEntries(Object.entries(screenOptionKeys).map(([field, keys]) => [field, pick(line.options ?? {}, keys)]));
  if (options.replacementReason !== undefined && options.replacementReason !== null) options.replacementReason = numeric(options.replacementReason);
  const measurements = Object.fromEntries(measurementKeys.map((k) => [k, numeric(line.measurements?.[k])]));
  return defined({
    screenId: line.screenId,
    screenName: line.screenName,
    details: line.details,
    config: defined({
      ...options,
      ...measurements,
      copies: line.copies ?? line.cartCopies ?? line.measurements?.['copies'],
      meshOnly: line.meshOnly,
      meshOnlyReason: line.meshOnlyReason,
    }),
  });
}

export function roofLineFromRest(line: z.output<typeof ZRestRoofLine>) {
  // The roof line's §3 fields are the roof configuration itself; price, file and kits are not read.
  const { roofId, ...config } = line;
  return defined({ roofId, config });
}

export function partLineFromRest(line: z.output<typeof ZRestPartLine>) {
  const config =
    line.family !== undefined ? { family: line.family, options: line.options, quantity: line.quantity } : { itemNo: line.number, quantity: line.quantity };
  return { config: defined(config) };
}

/** The REST body as the save input; ZSaveOrderInput then validates every field with the form's messages. */
export function toSaveOrderInput(body: TRestSaveOrderBody): Record<string, unknown> & Pick<TSaveOrderInput, 'status'> {
  return defined({
    _id: body._id,
    version: body.version,
    orderName: body.orderName,
    // The original client may send the number as a JSON number.
    orderNumber: typeof body.orderNumber === 'number' ? String(body.orderNumber) : body.orderNumber,
    status: body.status,
    transfer: body.transfer,
    sender: body.sender,
    receiver: body.receiver,
    promisedShipDate: body.promisedShipDate,
    cart: defined({
      screens: body.cart.screens?.map(screenLineFromRest),
      roofs: body.cart.roofs?.map(roofLineFromRest),
      parts: body.cart.parts?.map(partLineFromRest),
      extraDetails: body.cart.extraDetails,
    }),
  }) as Record<string, unknown> & Pick<TSaveOrderInput, 'status'>;
}

/**
 * PATCH /api/orders/{id} (portal.md §7): `{reason}` rejects and `{shippingAgent, trackingNumber}`
 * ships, as the specification's client sends them; a `status` of REJECTED or Shipped, when sent,
 * says which. Anything else is refused naming what to send. The answer is the action, checked
 * with the messages of the reject and ship forms.
 */
const rejectFields = ZRejectOrderInput.omit({ id: true });
const shipFields = ZShipOrderInput.omit({ id: true });

export const ZOrderPatch = z
  .object(
    {
      status: z
        .enum(['REJECTED', 'Shipped'], { error: 'status must be REJECTED or Shipped' })
        .optional()
        .describe('Which action; without it, the fields sent say which'),
      reason: ZRejectOrderInput.shape.reason.optional().describe('Rejects the order: why (3 to 1000 characters), shown to the dealer'),
      shippingAgent: ZShipOrderInput.shape.shippingAgent.optional().describe('Ships the order: the carrier'),
      trackingNumber: ZShipOrderInput.shape.trackingNumber.optional().describe("Ships the order: the carrier's tracking number"),
    },
    { error: 'Send a JSON object' },
  )
  .transform((body, ctx) => {
    const rejects = body.reason !== undefined;
    const ships = body.shippingAgent !== undefined || body.trackingNumber !== undefined;
    const intent = body.status ?? (rejects && !ships ? 'REJECTED' : ships && !rejects ? 'Shipped' : null);
    if (intent === null) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Send a reason to reject the order, or a shipping agent and tracking number to ship it' });
      return z.NEVER;
    }
    // What the action needs and was not sent, with the reject or ship form's own message.
    const refuse = (error: z.ZodError) => {
      for (const issue of error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    };
    if (intent === 'REJECTED') {
      const reject = rejectFields.safeParse(body);
      return reject.success ? { status: intent, ...reject.data } : refuse(reject.error);
    }
    const ship = shipFields.safeParse(body);
    return ship.success ? { status: intent, ...ship.data } : refuse(ship.error);
  })
  .meta({ id: 'RejectOrShipOrder', description: 'Reject an order ({reason}) or ship it ({shippingAgent, trackingNumber}); status, when sent, says which' });
export type TOrderPatch = z.output<typeof ZOrderPatch>;

const screenMeasurementFields = new Set<string>(measurementKeys);
const screenOptionFields = new Set<string>(Object.keys(screenOptionKeys));

/**
 * A field the save input names ('cart.parts.2.config.quantity') as the POST /api/orders body
 * holds it ('cart.parts.2.quantity'): what the server checks after the mapping (the order limits,
 * a screen's size) is then named where the client sent it. A screen option is named by its field
 * name, which the body accepts beside the form's label.
 */
export function restFieldName(key: string): string {
  const line = /^cart\.(screens|roofs|parts)\.(\d+)\.config\.([^.]+)(.*)$/.exec(key);
  if (!line) return key;
  const [, section, index, field = '', rest] = line;
  const at = `cart.${section}.${index}`;
  if (section === 'roofs') return `${at}.${field}${rest}`;
  if (section === 'parts') return `${at}.${field === 'itemNo' ? 'number' : field}${rest}`;
  if (screenMeasurementFields.has(field)) return `${at}.measurements.${field}${rest}`;
  if (screenOptionFields.has(field)) return `${at}.options.${field}${rest}`;
  return `${at}.${field}${rest}`;
}
