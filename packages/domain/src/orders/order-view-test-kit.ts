import type { OrderView } from './order-view';

/** A line's priced fields (tests, benchmarks): its unit price and its copies' total, nothing else applied; not estimated, not in production. */
export const pricedFields = (priceCents: number, copies: number) => ({
  estimatedShipDate: null,
  productionStatus: null,
  productionStatusAt: null,
  price: priceCents / 100,
  priceCents,
  totalCents: priceCents * copies,
  breakdown: [],
  adjustments: [],
  alerts: [],
  problem: null,
});

/** An order as the API answers it, without lines (tests, benchmarks); override any field. */
export function makeOrderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: '10000000-0000-4000-8000-000000000001',
    portalNumber: 'P-000001',
    orderName: 'Order 1',
    orderNumber: '',
    salesOrderNumber: null,
    erpSync: { status: 'not-sent', salesOrderNumber: null, attempts: 0, lastAttemptAt: null, lastError: null },
    shipments: [],
    status: 'SUBMITTED',
    transfer: false,
    sender: null,
    receiver: null,
    senderName: null,
    receiverName: null,
    extraDetails: '',
    quoteId: [],
    shippingAgent: null,
    trackingNumber: null,
    tracking: null,
    shippingDate: null,
    rejectionReason: null,
    createdAt: '2026-11-05T15:00:00.000Z',
    updatedAt: '2026-11-06T15:00:00.000Z',
    version: 1,
    user: '00000000-0000-4000-8000-000000000001',
    userDetails: {
      userName: 'Dana Dealer',
      email: 'dana@example.com',
      bc_customer_id: 'C0001',
      bc_customer_displayName: 'Acme Screens',
      bc_customer_priceGroup: 'USD',
      bc_customer_tierRate: 0,
    },
    screens: [],
    roofs: [],
    parts: [],
    adjustments: [],
    totals: { partsTotal: 0, screensTotal: 0, roofsTotal: 0, totalPrice: 0 },
    totalsCents: { partsTotal: 0, screensTotal: 0, roofsTotal: 0, totalPrice: 0 },
    history: [],
    estimatedShipDate: null,
    promisedShipDate: null,
    ...overrides,
  };
}
