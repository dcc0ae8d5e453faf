import type { OrderRecord } from '@portal/db/queries/orders';
import type { OrderView } from '@portal/domain/orders/order-view';
import { trackingFor } from '@portal/domain/orders/shipping-agents';
import { isEstimated, orderEstimates, type TLeadTimes } from '@portal/domain/lead-times/lead-times';
import type { LineProduction } from '@portal/domain/orders/production-status';

const money = (cents: number) => cents / 100;

/** What an order's estimates are counted from: the lead-time table and today in the portal's time zone. */
export interface EstimateBasis {
  leadTimes: TLeadTimes;
  today: string;
}

/**
 * A stored order in the shape both transports return (portal.md §3 names, money in the order's currency).
 * With `basis`, its lines are estimated (before approval); without, as the lists show it, they are not.
 */
export function toOrderView(row: OrderRecord, basis?: EstimateBasis): OrderView {
  const estimates = basis && isEstimated(row.status) ? orderEstimates(basis.leadTimes, basis.today, row.lines) : undefined;
  const progress = (lineId: string) => {
    // A shipped order's lines are shipped, whatever the desk last recorded.
    const stored: LineProduction | undefined =
      row.status === 'Shipped' && row.lineProduction[lineId]?.status !== 'Shipped'
        ? { status: 'Shipped', at: (row.shippingDate ?? row.updatedAt).toISOString() }
        : row.lineProduction[lineId];
    return { estimatedShipDate: estimates?.byLine.get(lineId) ?? null, productionStatus: stored?.status ?? null, productionStatusAt: stored?.at ?? null };
  };
  const totalsCents = { partsTotal: row.partsTotal, screensTotal: row.screensTotal, roofsTotal: row.roofsTotal, totalPrice: row.totalPrice };
  return {
    _id: row.id,
    portalNumber: row.portalNumber,
    orderName: row.orderName,
    orderNumber: row.orderNumber,
    salesOrderNumber: row.salesOrderNumber,
    erpSync: row.erpSync,
    status: row.status,
    transfer: row.transfer,
    sender: row.sender,
    receiver: row.receiver,
    senderName: row.senderName,
    receiverName: row.receiverName,
    extraDetails: row.extraDetails,
    quoteId: row.quoteIds,
    shippingAgent: row.shippingAgent,
    trackingNumber: row.trackingNumber,
    tracking: row.shippingAgent && row.trackingNumber ? trackingFor(row.shippingAgent, row.trackingNumber) : null,
    shippingDate: row.shippingDate?.toISOString() ?? null,
    shipments: row.shipments.map((s) => ({
      number: s.number,
      shipmentDate: s.shipmentDate,
      shippingAgent: s.shippingAgent,
      trackingNumber: s.trackingNumber,
      tracking: s.shippingAgent && s.trackingNumber ? trackingFor(s.shippingAgent, s.trackingNumber) : null,
      lines: s.lines.map((l) => ({ lineObjectNumber: l.lineObjectNumber, quantity: l.quantity })),
    })),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    user: row.ownerId,
    userDetails: row.userDetails,
    screens: row.lines.screens.map((l) => ({ ...l, ...progress(l.screenId) })),
    roofs: row.lines.roofs.map((l) => ({ ...l, ...progress(l.roofId) })),
    parts: row.lines.parts.map((l) => ({ ...l, ...progress(l.partId) })),
    estimatedShipDate: estimates?.order ?? null,
    promisedShipDate: row.promisedShipDate,
    adjustments: row.adjustments.map((a) => ({ _id: a.id, createdAt: a.createdAt.toISOString(), status: a.status })),
    totals: {
      partsTotal: money(totalsCents.partsTotal),
      screensTotal: money(totalsCents.screensTotal),
      roofsTotal: money(totalsCents.roofsTotal),
      totalPrice: money(totalsCents.totalPrice),
    },
    totalsCents,
    history: row.history.map((h) => ({ at: h.at.toISOString(), by: h.byName, from: h.fromStatus, to: h.toStatus, reason: h.reason, changes: h.changes })),
  };
}
