import type { OrderRecord } from '@portal/db/queries/orders';
import type { OrderView } from '@portal/domain/orders/order-view';
import { trackingFor } from '@portal/domain/orders/shipping-agents';

const money = (cents: number) => cents / 100;

/** A stored order in the shape both transports return (portal.md §3 names, money in the order's currency). */
export function toOrderView(row: OrderRecord): OrderView {
  const totalsCents = { partsTotal: row.partsTotal, screensTotal: row.screensTotal, roofsTotal: row.roofsTotal, totalPrice: row.totalPrice };
  return {
    _id: row.id,
    portalNumber: row.portalNumber,
    orderName: row.orderName,
    orderNumber: row.orderNumber,
    salesOrderNumber: row.salesOrderNumber,
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
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    user: row.ownerId,
    userDetails: row.userDetails,
    screens: row.lines.screens,
    roofs: row.lines.roofs,
    parts: row.lines.parts,
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
