import type { Db, DbOrTx } from '@portal/db/create-db';
import { insertErpShipment, lockOrderBySalesOrderNumber, setErpShipmentTracking, upsertErpInvoice, getErpShipment } from '@portal/db/queries/erp-documents';
import { getOrderRecord, insertOrderTransition, lockOrder, updateOrder } from '@portal/db/queries/orders';
import { salesOrderDocument } from '@portal/domain/erp-sync/sales-order-document';
import { shippedInFull, shippingAgentOf } from '@portal/domain/erp-sync/shipments';
import type { ErpInvoice, ErpShipment, ErpShipmentTracking } from '../../adapters/erp/erp-documents';
import type { MailOutbox } from '../../adapters/mail/outbox';
import { orderFiler } from '../teams/retail-prices';
import { storeListItem } from '../orders/order-list-items';
import { toOrderView } from '../orders/order-view-mapper';
import { shipmentMail } from './shipment-mail';

export interface ApplyDeps {
  db: Db;
  outbox: MailOutbox;
  publicUrl: string;
}

/** Who the order's history names for what the ERP did. */
const erpActor = 'Business Central';

/** What applying one ERP record did: written, already known, or skipped with the reason (naming the field and the document). */
export type Applied = { kind: 'applied'; mailed: boolean } | { kind: 'known' } | { kind: 'skipped'; reason: string };

const notOurs = (set: string, number: string, orderNumber: string): Applied => ({
  kind: 'skipped',
  reason: `${set} ${number}: orderNumber ${orderNumber} is no sales order the portal sent`,
});

async function rewriteListItem(tx: DbOrTx, orderId: string) {
  const record = await getOrderRecord(tx, orderId);
  if (record) await storeListItem(tx, record);
  return record;
}

/**
 * A posted shipment, once: stored with the carrier the same read gave, the filer mailed in the
 * same transaction (one shipment, one mail, whichever instance reads it, however often), and the
 * order Shipped (dated, with the carrier) once its shipments hold every line of the sales order.
 */
export async function applyShipment(deps: ApplyDeps, shipment: ErpShipment, tracking: ErpShipmentTracking | undefined): Promise<Applied> {
  const applied = await deps.db.transaction(async (tx): Promise<Applied> => {
    const found = await lockOrderBySalesOrderNumber(tx, shipment.orderNumber);
    if (!found) return notOurs('salesShipments', shipment.number, shipment.orderNumber);
    const carrier = tracking ? { shippingAgent: shippingAgentOf(tracking.shippingAgentCode), trackingNumber: tracking.packageTrackingNo } : {};
    const inserted = await insertErpShipment(tx, {
      id: shipment.id,
      orderId: found.id,
      number: shipment.number,
      shipmentDate: shipment.shipmentDate,
      lines: shipment.lines,
      ...carrier,
    });
    if (!inserted) return { kind: 'known' };
    const order = await lockOrder(tx, found.id);
    const record = await getOrderRecord(tx, found.id);
    if (!order || !record) return { kind: 'known' };
    const document = salesOrderDocument(
      { portalNumber: record.portalNumber, customerId: record.customerId, currency: record.priceGroup, lines: record.lines, totalCents: record.totalPrice },
      { orderDate: shipment.shipmentDate, localCurrency: '' },
    );
    const complete = shippedInFull(document, record.shipments);
    if (complete && order.status === 'APPROVED') {
      await updateOrder(tx, order, { status: 'Shipped', shippingDate: new Date(`${shipment.shipmentDate}T12:00:00Z`), ...carrier });
      await insertOrderTransition(tx, {
        orderId: order.id,
        byUserId: null,
        byName: erpActor,
        fromStatus: 'APPROVED',
        toStatus: 'Shipped',
        reason: null,
        changes: [],
      });
    }
    const written = await rewriteListItem(tx, found.id);
    if (!written) return { kind: 'known' };
    const view = toOrderView(written);
    const shown = view.shipments.find((s) => s.number === shipment.number);
    if (shown) {
      const to = await orderFiler(tx, view);
      await deps.outbox.enqueue(tx, [shipmentMail(to.email, to.order, shown, complete, deps.publicUrl)]);
    }
    return { kind: 'applied', mailed: shown !== undefined };
  });
  if (applied.kind === 'applied' && applied.mailed) deps.outbox.nudge();
  return applied;
}

/** A shipment's carrier read after the shipment: stored on it, and on the order when the order is Shipped without one. */
export async function applyTracking(deps: ApplyDeps, tracking: ErpShipmentTracking): Promise<Applied> {
  return deps.db.transaction(async (tx): Promise<Applied> => {
    const known = await getErpShipment(tx, tracking.id);
    if (!known) return { kind: 'known' };
    const carrier = { shippingAgent: shippingAgentOf(tracking.shippingAgentCode), trackingNumber: tracking.packageTrackingNo };
    if (known.shippingAgent === carrier.shippingAgent && known.trackingNumber === carrier.trackingNumber) return { kind: 'known' };
    await setErpShipmentTracking(tx, tracking.id, carrier);
    const order = await lockOrder(tx, known.orderId);
    if (order?.status === 'Shipped' && !order.trackingNumber) await updateOrder(tx, order, carrier);
    await rewriteListItem(tx, known.orderId);
    return { kind: 'applied', mailed: false };
  });
}

/** A posted invoice of one of the portal's sales orders, listed on the order. */
export async function applyInvoice(deps: ApplyDeps, invoice: ErpInvoice): Promise<Applied> {
  return deps.db.transaction(async (tx): Promise<Applied> => {
    const found = await lockOrderBySalesOrderNumber(tx, invoice.orderNumber);
    if (!found) return notOurs('salesInvoices', invoice.number, invoice.orderNumber);
    await upsertErpInvoice(tx, {
      id: invoice.id,
      orderId: found.id,
      number: invoice.number,
      invoiceDate: invoice.invoiceDate,
      totalCents: Math.round(invoice.totalAmountIncludingTax * 100),
      // Blank is Business Central's local currency: the order's own.
      currency: invoice.currencyCode || found.priceGroup,
    });
    return { kind: 'applied', mailed: false };
  });
}
