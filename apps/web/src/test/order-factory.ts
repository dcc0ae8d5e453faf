import type { OrderView } from '@portal/domain/orders/order-view';

let sequence = 0;

/** An order as the list procedures return it (tests); override any field. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  sequence += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    portalNumber: `P-${String(sequence).padStart(6, '0')}`,
    orderName: `Order ${sequence}`,
    orderNumber: '',
    salesOrderNumber: null,
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
    ...overrides,
  };
}
