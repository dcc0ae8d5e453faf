import { z } from 'zod';
import { requestableStatuses } from './order-schemas';
import type { TSaveOrderInput } from './order-schemas';

/**
 * POST /api/orders as the original client sends it (portal.md §3, §7): screens with `options`
 * and `measurements` keyed by the form's labels, roofs with the roof fields at the top level,
 * parts as `{number, quantity, attributes}`. toSaveOrderInput() maps it onto ZSaveOrderInput;
 * prices, kits, totals and user details in the body are dropped here and never read.
 */
const record = z.record(z.string(), z.unknown());

export const ZRestScreenLine = z.object({
  screenId: z.unknown().optional(),
  screenName: z.unknown().optional(),
  details: z.unknown().optional(),
  options: record.default({}),
  measurements: record.default({}),
  meshOnly: z.unknown().optional(),
  meshOnlyReason: z.unknown().optional(),
  copies: z.unknown().optional(),
  cartCopies: z.unknown().optional(),
});

export const ZRestRoofLine = record;

export const ZRestPartLine = z.object({
  number: z.unknown().optional(),
  quantity: z.unknown().optional(),
  family: z.unknown().optional(),
  options: z.unknown().optional(),
  id: z.unknown().optional(),
  attributes: z.unknown().optional(),
});

export const ZRestSaveOrderBody = z.object({
  _id: z.unknown().optional(),
  version: z.unknown().optional(),
  orderName: z.unknown().optional(),
  orderNumber: z.unknown().optional(),
  status: z.enum(requestableStatuses, { error: 'status must be DRAFT, SUBMITTED or APPROVED' }),
  transfer: z.unknown().optional(),
  sender: z.unknown().optional(),
  receiver: z.unknown().optional(),
  cart: z
    .object({
      screens: z.array(ZRestScreenLine, { error: 'screens must be a list' }).default([]),
      roofs: z.array(ZRestRoofLine, { error: 'roofs must be a list' }).default([]),
      parts: z.array(ZRestPartLine, { error: 'parts must be a list' }).default([]),
      extraDetails: z.unknown().optional(),
    }, { error: 'cart is required' }),
});
export type TRestSaveOrderBody = z.output<typeof ZRestSaveOrderBody>;

/** Screen config field ← the keys the original form used for it in `options` / `measurements` (first found wins). */
const screenOptionKeys = {
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
const measurementKeys = ['width', 'widthFraction', 'dropLeft', 'dropLeftFraction', 'dropRight', 'dropRightFraction'] as const;

const pick = (source: Record<string, unknown>, keys: readonly string[]) => keys.map((k) => source[k]).find((v) => v !== undefined);
/** "96" from a form field is 96; anything else is left for the schema to refuse with its message. */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

export function screenLineFromRest(line: z.output<typeof ZRestScreenLine>) {
  const options = Object.fromEntries(Object.entries(screenOptionKeys).map(([field, keys]) => [field, pick(line.options, keys)]));
  if (options.replacementReason !== undefined && options.replacementReason !== null) options.replacementReason = numeric(options.replacementReason);
  const measurements = Object.fromEntries(measurementKeys.map((k) => [k, numeric(line.measurements[k])]));
  return defined({
    screenId: line.screenId,
    screenName: line.screenName,
    details: line.details,
    config: defined({
      ...options,
      ...measurements,
      copies: line.copies ?? line.cartCopies ?? line.measurements['copies'],
      meshOnly: line.meshOnly,
      meshOnlyReason: line.meshOnlyReason,
    }),
  });
}

export function roofLineFromRest(line: Record<string, unknown>) {
  // The roof line's §3 fields are the roof configuration itself; price, file and kits are not read.
  const { roofId, ...config } = line;
  return defined({ roofId, config });
}

export function partLineFromRest(line: z.output<typeof ZRestPartLine>) {
  const config = line.family !== undefined ? { family: line.family, options: line.options, quantity: line.quantity } : { itemNo: line.number, quantity: line.quantity };
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
    cart: defined({
      screens: body.cart.screens.map(screenLineFromRest),
      roofs: body.cart.roofs.map(roofLineFromRest),
      parts: body.cart.parts.map(partLineFromRest),
      extraDetails: body.cart.extraDetails,
    }),
  }) as Record<string, unknown> & Pick<TSaveOrderInput, 'status'>;
}

/**
 * PATCH /api/orders/{id} (portal.md §7): `{reason}` rejects and `{shippingAgent, trackingNumber}`
 * ships, as the specification's client sends them; a `status` of REJECTED or Shipped, when sent,
 * says which. Anything else is refused naming what to send.
 */
export const ZOrderPatch = z
  .object(
    {
      status: z.enum(['REJECTED', 'Shipped'], { error: 'status must be REJECTED or Shipped' }).optional(),
      reason: z.unknown().optional(),
      shippingAgent: z.unknown().optional(),
      trackingNumber: z.unknown().optional(),
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
    return intent;
  });
