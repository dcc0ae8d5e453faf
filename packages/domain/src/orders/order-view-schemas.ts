import { z } from 'zod';
import { priceGroups } from '../customers/customer';
import type { PricingAlertCode } from '../pricing/pricing-alerts';
import { roofKitGroups } from '../pricing/roof/roof-kit-mapping';
import {
  accessoryBeamTypes,
  additionalPartNames,
  bladeTypes,
  extraBeamTypes,
  frameTypes,
  midspanBeamTypes,
  postLengths,
  postStyles,
  roofColors,
  roofMotorTypes,
} from '../configuration/roof/roof-options';
import {
  bottomBarFinishes,
  housingShapes,
  housingSizes,
  jobColors,
  motorSides,
  motorTypes,
  screenMaterialTypes,
  trackTypes,
  yesNo,
} from '../configuration/screen/screen-options';
import { orderStatuses } from './order-status';
import { productionStatuses } from './production-status';
import { portalNumberPattern } from './portal-number';
import { pageOf } from '../paging/page';
import { ZErpSync } from '../erp-sync/erp-sync';
import { ZOrderShipment } from '../erp-sync/shipments';

/**
 * An order as the REST API answers it (portal.md §3 Cart / Order): the response schemas, and the
 * TypeScript types of order-view.ts inferred from them. They describe what is stored and sent,
 * not the rules of a save (order-schemas.ts, screen-config.ts…): no refinement, transform or
 * default, so every stored order reads. Money comes twice: decimal amounts in the order's
 * currency (`price`, `totals`) and exact integer cents (`priceCents`, `totalCents`, `totalsCents`).
 */

const cents = (description: string) => z.number().int().describe(`${description} (integer cents)`);
const amount = (description: string) => z.number().describe(`${description} (decimal, in the order's currency: cents ÷ 100)`);
const isoDate = (description: string) => z.iso.datetime().describe(`${description} (ISO 8601, UTC)`);

const pricingAlertCodes = [
  'ITEM_NOT_FOUND',
  'PRICE_GROUP_NOT_FOUND',
  'LENGTH_NOT_FOUND',
  'HOUSING_NOT_FOUND',
  'NO_PRICE',
  'UNIT_NOT_FOUND',
] as const satisfies readonly PricingAlertCode[];

export const ZPricingAlert = z
  .object({
    code: z.enum(pricingAlertCodes).describe('Which alert: a line with an alert prices at 0'),
    message: z.string().describe("For people, in the specification's words ('Price group not found for item: SM-S95-GRY')"),
    itemNo: z.string().optional().describe('The catalogue item it is about, when there is one'),
  })
  .meta({ id: 'PricingAlert', description: 'Why (part of) a line could not be priced (adjustments-and-pricing.md §8)' });

export const ZPriceBreakdownLine = z
  .object({
    itemNo: z.string(),
    description: z.string(),
    quantity: z.number().describe('In the unit of measure below; may be fractional (0.5, 3.25 ft…)'),
    unitOfMeasureCode: z.string().describe("The unit the quantity is in; '' when the item could not be priced"),
    unitPriceCents: z
      .number()
      .describe('Price-group unit price before the rules, in cents; fractional when converted from a price in another unit (a BOX of 10)'),
    amountCents: z
      .number()
      .describe(
        "This component's amount after its rules, before the tier rate, " +
          'in cents (rounded once per component; a part priced from another unit keeps its fraction)',
      ),
    rule: z.string().describe('How it was priced, in plain words ("length-priced: 4510 ÷ 264 in × 122 in", "Custom Color Multiplier × 1.15"…)'),
  })
  .meta({ id: 'PriceBreakdownLine', description: 'One priced component of a line: what a dealer or administrator reads to see why it costs that' });

export const ZMappedScreenKits = z
  .object({
    BOMS: z
      .array(
        z.object({
          parentId: z.string().describe('The kit item number'),
          description: z.string(),
          quantity: z.number(),
          childItems: z
            .array(z.object({ no: z.string(), description: z.string(), quantityPer: z.number(), unitOfMeasureCode: z.string() }))
            .describe("The kit's bill of materials"),
        }),
      )
      .describe('The kits (bills of materials) the screen is built from'),
    items: z
      .array(z.object({ number: z.string(), displayName: z.string(), displayName2: z.string().nullable(), quantity: z.number() }))
      .describe('The single items (not kits) the screen is built from'),
  })
  .meta({
    id: 'MappedScreenKits',
    description: 'The kits and items of a screen line, as the order stores them and the spreadsheet export lists them (portal.md §3 Screen line)',
  });

export const ZMappedRoofKit = z
  .object({
    group: z.enum(roofKitGroups).describe('Which part of the roof form it comes from'),
    itemCategoryCode: z.string(),
    itemNo: z.string(),
    source: z.string().describe("Where in the roof line it comes from, e.g. 'frames[0]', so a breakdown line can be traced"),
    description: z.string().describe('Plain words: "Frame 2x8 Black 20\' 0""'),
    quantity: z.number().describe('Pieces'),
    lengthInches: z.number().nullable().describe('Ordered length of one piece, for members priced by length; null for per-piece items'),
    color: z.enum(roofColors).nullable().describe("The colour ('MF': custom, painted from Mill stock); null for items without one"),
    customColor: z.boolean().describe('Built from Mill stock and priced with the Custom Color Multiplier'),
    ral: z.string().nullable().describe('The RAL code the custom colour is painted to, or null'),
  })
  .meta({ id: 'MappedRoofKit', description: 'A catalogue item a roof is made of (adjustments-and-pricing §9)' });

export const ZScreenConfigView = z
  .object({
    housingSize: z.enum(housingSizes),
    housingShape: z.enum(housingShapes),
    jobColor: z.enum(jobColors),
    ralCode: z.string().nullable().describe('The RAL code of a Custom job colour'),
    trackLeft: z.enum(trackTypes),
    trackRight: z.enum(trackTypes),
    mountingAngle: z.enum(yesNo),
    materialType: z.enum(screenMaterialTypes),
    materialColor: z.string(),
    motorType: z.enum(motorTypes).nullable().describe('Null only for a Mesh/Vinyl Only line'),
    motorSide: z.enum(motorSides),
    bottomBarFinish: z.enum(bottomBarFinishes),
    replacementReason: z.number().int().nullable().describe('1 New purchase, 2 Mesh/Vinyl issues, 3 Manufacturing error, 4 Ordering error, 5 Other; or null'),
    width: z.number().int().describe('Whole inches'),
    widthFraction: z.number().describe('Eighths of an inch: 0, 0.125 … 0.875'),
    dropLeft: z.number().int().describe('Whole inches'),
    dropLeftFraction: z.number().describe('Quarters of an inch: 0, 0.25, 0.5, 0.75'),
    dropRight: z.number().int().describe('Whole inches'),
    dropRightFraction: z.number().describe('Quarters of an inch: 0, 0.25, 0.5, 0.75'),
    copies: z.number().int().describe('How many of this screen'),
    meshOnly: z.boolean().describe('Mesh/Vinyl Only: the material of an existing screen is replaced'),
    meshOnlyReason: z.string(),
  })
  .meta({ id: 'ScreenConfig', description: "A screen's options and measurements as the order stores them (portal.md §3 Screen line)" });

const roofMember = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({ beamType: z.enum(types), beamFeet: z.number().int(), beamInches: z.number() });

export const ZRoofConfigView = z
  .object({
    roofName: z.string(),
    measurements: z
      .object({
        widthFeet: z.number().optional(),
        widthInches: z.number().optional(),
        projectionFeet: z.number().optional(),
        projectionInches: z.number().optional(),
        heightFeet: z.number().optional(),
        heightInches: z.number().optional(),
      })
      .describe("The roof's overall size as the dealer drew it (informational, not priced)"),
    colors: z
      .object({
        frameColor: z.enum(roofColors),
        frameColorRal: z.string().describe("The RAL code of a custom frame or post colour, or ''"),
        bladeColor: z.enum(roofColors),
        bladeColorRal: z.string().describe("The RAL code of a custom blade colour, or ''"),
        postColor: z.enum(roofColors),
      })
      .describe("'MF' is the custom colour (painted from Mill stock to the RAL code)"),
    motorType: z.enum(roofMotorTypes),
    motorQuantity: z.number().int(),
    frames: z.array(z.object({ frameType: z.enum(frameTypes), frameFeet: z.number().int(), frameInches: z.number() })),
    beamMs: z.array(roofMember(midspanBeamTypes)).describe('Midspan beams'),
    beamAs: z.array(roofMember(accessoryBeamTypes)).describe('Accessory beams'),
    beamXs: z.array(roofMember(extraBeamTypes)).describe('Extra beams'),
    blades: z.array(z.object({ bladeType: z.enum(bladeTypes), bladeFeet: z.number().int(), bladeInches: z.number(), bladeQty: z.number().int() })),
    posts: z.array(z.object({ postStyle: z.enum(postStyles), postLength: z.enum(postLengths) })),
    addParts: z.array(z.object({ partName: z.enum(additionalPartNames), partQty: z.number().int() })).describe('Additional parts'),
    details: z.string(),
    copies: z.number().int().describe('How many of this roof'),
  })
  .meta({ id: 'RoofConfig', description: 'A roof as the order stores it (portal.md §3 Roof line)' });

export const ZPartConfigView = z
  .object({
    family: z.string().optional().describe('The part family chosen, with its options'),
    itemNo: z.string().optional().describe('The item number, for a line saved by an older order without a family'),
    options: z.record(z.string(), z.string()).describe('Option name → value chosen'),
    quantity: z.number().int(),
  })
  .meta({ id: 'PartConfig', description: 'A part line as the dealer chose it (a family and options, or an item number): what a later save compares' });

/** The priced fields every line carries. */
const pricedLine = {
  price: amount('Per unit (one copy, or one part), tier applied'),
  priceCents: cents('Per unit, tier applied'),
  totalCents: cents('priceCents × copies (screens, roofs) or × quantity (parts)'),
  breakdown: z.array(ZPriceBreakdownLine).describe('Why it costs that, component by component (empty in the order lists)'),
  adjustments: z.array(z.string()).describe('Rules applied to the line as a whole (tier rate, kit addition…), in order'),
  alerts: z.array(ZPricingAlert),
  problem: z.string().nullable().describe("Why this line cannot be submitted ('Screen 1: Price group not found for item: …'), or null"),
};

export const ZOrderScreenLine = z
  .object({
    screenId: z.string().describe('The line id (kept across saves)'),
    screenName: z.string(),
    details: z.string(),
    config: ZScreenConfigView,
    mappedScrKits: ZMappedScreenKits.describe('Empty (no BOMS, no items) in the order lists'),
    ...pricedLine,
  })
  .meta({ id: 'OrderScreenLine', description: 'A screen line of an order, priced' });

export const ZOrderRoofLine = z
  .object({
    roofId: z.string().describe('The line id (kept across saves)'),
    roofName: z.string(),
    config: ZRoofConfigView,
    mappedRfKits: z.array(ZMappedRoofKit).describe('The catalogue items the roof is made of (empty in the order lists)'),
    ...pricedLine,
  })
  .meta({ id: 'OrderRoofLine', description: 'A roof line of an order, priced' });

export const ZOrderPartLine = z
  .object({
    partId: z.string().describe('The line id (kept across saves)'),
    id: z.string().describe('The item ordered (portal.md §3 Part line): its number'),
    number: z.string().describe('The item number'),
    displayName: z.string(),
    displayName2: z.string().nullable(),
    quantity: z.number().int(),
    itemCategoryCode: z.string(),
    attributes: z.array(z.object({ attributeName: z.string(), attributeValues: z.string() })),
    family: z.string().nullable().describe('The part family, or null for an item outside the portal items'),
    options: z.record(z.string(), z.string()).describe('Option name → value of the item ordered'),
    config: ZPartConfigView,
    ...pricedLine,
  })
  .meta({ id: 'OrderPartLine', description: 'A part line of an order, priced' });

/** Where a line stands as the order desk sees it (issue 32): its estimate before approval, its production after. */
const lineProgress = {
  estimatedShipDate: z.iso
    .date()
    .nullable()
    .describe(
      "The day this line would ship were the order approved today (its kind's lead time plus its options' additions); null once approved, and in lists",
    ),
  productionStatus: z.enum(productionStatuses).nullable().describe('Confirmed (at approval), In production, Ready, Shipped; null before approval'),
  productionStatusAt: isoDate('Since when it has that status').nullable(),
};

export const ZOrderedScreenLine = ZOrderScreenLine.extend(lineProgress).meta({
  id: 'OrderedScreenLine',
  description: 'A screen line of an order, priced, with its estimated ship date or its production status',
});
export const ZOrderedRoofLine = ZOrderRoofLine.extend(lineProgress).meta({
  id: 'OrderedRoofLine',
  description: 'A roof line of an order, priced, with its estimated ship date or its production status',
});
export const ZOrderedPartLine = ZOrderPartLine.extend(lineProgress).meta({
  id: 'OrderedPartLine',
  description: 'A part line of an order, priced, with its estimated ship date or its production status',
});

export const ZOrderLineChange = z
  .object({
    line: z.string().describe("Which line or field: 'Screen 2 (Patio)', 'Order Name'"),
    before: z.string().nullable().describe('Its values before; null: the line was added'),
    after: z.string().nullable().describe('Its values after; null: the line was removed'),
  })
  .meta({ id: 'OrderLineChange', description: 'One line or field an administrator changed on a submitted order, before → after' });

export const ZOrderTransition = z
  .object({
    at: isoDate('When'),
    by: z.string().describe('Who: the name of the account, as it was then'),
    from: z.enum(orderStatuses).nullable().describe('The status before; null when the order was created'),
    to: z.enum(orderStatuses),
    reason: z.string().nullable().describe('The rejection reason, or null'),
    changes: z.array(ZOrderLineChange).describe("An administrator's changes to a submitted order (from = to); empty for a status change"),
  })
  .meta({ id: 'OrderTransition', description: "An entry of the order's history: a status change, or an administrator's changes" });

export const ZOrderUserDetails = z
  .object({
    userName: z.string(),
    email: z.string(),
    bc_customer_id: z.string().nullable().describe('The ERP customer number'),
    bc_customer_displayName: z.string().nullable(),
    bc_customer_priceGroup: z.enum(priceGroups).describe("The order's currency"),
    bc_customer_tierRate: z.number().describe('The tier rate the order was priced at (0.85: 85 %; 0: no tier)'),
  })
  .meta({
    id: 'OrderUserDetails',
    description: 'The owner and its ERP customer as they were when the order was created: the currency never changes afterwards',
  });

const totals = (what: (part: string) => z.ZodNumber) => ({
  partsTotal: what('Parts'),
  screensTotal: what('Screens'),
  roofsTotal: what('Roofs'),
  totalPrice: what('The whole order'),
});

export const ZOrder = z
  .object({
    _id: z.uuid().describe('The order id'),
    portalNumber: z
      .string()
      .regex(portalNumberPattern)
      .describe(
        "The portal order number (P-000123): given at the first save, unique across customers, never reused; the ERP sales order's external document number",
      ),
    orderName: z.string(),
    orderNumber: z.string().describe("The dealer's own number (digits), or ''"),
    salesOrderNumber: z.string().nullable().describe('The ERP sales order number, once there is one'),
    erpSync: ZErpSync,
    status: z.enum(orderStatuses),
    transfer: z.boolean().describe('A Material Transfer between two ERP customers (sender → receiver)'),
    sender: z.string().nullable().describe('The sending ERP customer of a transfer'),
    receiver: z.string().nullable().describe('The receiving ERP customer of a transfer'),
    senderName: z.string().nullable(),
    receiverName: z.string().nullable(),
    extraDetails: z.string(),
    quoteId: z.array(z.string()),
    shippingAgent: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    tracking: z
      .union([
        z.object({ url: z.string().describe('A working tracking link') }),
        z.object({ note: z.string().describe("The agent's contact note (no public tracking)") }),
        z.null(),
      ])
      .describe('Where to follow the shipment, once shipped; null before, or for an agent the portal does not know'),
    shippingDate: isoDate('When it was shipped').nullable(),
    shipments: z.array(ZOrderShipment).describe('The shipments the ERP posted for it, oldest first (a partial shipment shows what it held)'),
    rejectionReason: z.string().nullable(),
    createdAt: isoDate('Created'),
    updatedAt: isoDate('Last written'),
    version: z.number().int().describe('Raised by every write: a save naming an older version is refused (ORDER_CHANGED)'),
    user: z.uuid().nullable().describe("The owner's user id; null once the account is deleted (the order and its userDetails stay)"),
    userDetails: ZOrderUserDetails,
    screens: z.array(ZOrderedScreenLine),
    roofs: z.array(ZOrderedRoofLine),
    parts: z.array(ZOrderedPartLine),
    estimatedShipDate: z.iso
      .date()
      .nullable()
      .describe('The day the order would ship were it approved today (its slowest line); null once approved, without lines, and in the order lists'),
    promisedShipDate: z.iso.date().nullable().describe('The day the manufacturer promised it ships, fixed at approval (yyyy-mm-dd); null before'),
    adjustments: z
      .array(z.object({ _id: z.string(), createdAt: isoDate('Created'), status: z.string() }))
      .describe("The order's adjustments (adjustments-and-pricing §3), oldest first"),
    totals: z.object(totals((part) => amount(part))).describe('Totals in decimal amounts'),
    totalsCents: z.object(totals((part) => cents(part))).describe('The same totals in exact cents'),
    history: z.array(ZOrderTransition).describe('Oldest first'),
  })
  .meta({
    id: 'Order',
    description:
      'An order (portal.md §3 Cart / Order) with its priced screen, roof and part lines, ' +
      'totals and history; money as decimal amounts in the order currency and exact cents',
  });

export const ZOrderList = pageOf(ZOrder, {
  id: 'OrderList',
  things: 'orders',
  itemsDescription: 'This page of orders, each as the lists show it: its lines without breakdowns and kits (empty); GET /api/orders/{id} has them',
});

/** A list row is the order itself (its lines without breakdowns and kits): rows expand to every line with its price. */
export const ZOrderListItem = ZOrder;

export const ZGeneratedOrderId = z
  .object({ _id: z.uuid().describe('A fresh order id: save the new order with it') })
  .meta({ id: 'GeneratedOrderId', description: 'A fresh order id (nothing is stored until the first save)' });

export const ZOrderDeleted = z
  .object({ message: z.string().describe("For people: 'Order deleted.'") })
  .meta({ id: 'OrderDeleted', description: 'The order is deleted' });
