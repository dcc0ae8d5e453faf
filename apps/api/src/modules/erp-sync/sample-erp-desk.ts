import type { Db } from '@portal/db/create-db';
import { insertSampleInvoice, insertSampleShipment, sampleShipmentsOf } from '@portal/db/queries/erp-documents';
import { findSampleSalesOrderByNumber } from '@portal/db/queries/erp-sync';
import { getOrderRecord } from '@portal/db/queries/orders';
import { DomainError } from '@portal/domain/errors/domain-error';
import { sampleErpMessages, type TPostSampleShipment } from '@portal/domain/erp-sync/sample-erp';
import { itemLinesCents } from '@portal/domain/erp-sync/shipments';
import { orderNotFound } from '@portal/domain/orders/order-actions';

const today = () => new Date().toISOString().slice(0, 10);
const conflict = (message: string) => new DomainError('CONFLICT', message);

/** The order's sales order in the sample ERP; refused when the sample is not in use or holds none. */
async function sampleSalesOrderOf(db: Db, usesSample: boolean, orderId: string) {
  if (!usesSample) throw conflict(sampleErpMessages.notInUse);
  const order = await getOrderRecord(db, orderId);
  if (!order) throw orderNotFound();
  const salesOrder = order.salesOrderNumber ? await findSampleSalesOrderByNumber(db, order.salesOrderNumber) : undefined;
  if (!salesOrder) throw conflict(sampleErpMessages.notSent);
  return { order, salesOrder };
}

/** What each Item line still has to ship: ordered less what the sample's shipments of it hold. */
async function unshipped(
  db: Db,
  salesOrder: { number: string; lines: { sequence: number; lineType: string; quantity?: number; lineObjectNumber?: string }[] },
) {
  const shipped = new Map<number, number>();
  for (const line of (await sampleShipmentsOf(db, salesOrder.number)).flatMap((s) => s.lines))
    shipped.set(line.sequence, (shipped.get(line.sequence) ?? 0) + line.quantity);
  return salesOrder.lines.flatMap((l) =>
    l.lineType === 'Item' && l.quantity !== undefined && l.quantity - (shipped.get(l.sequence) ?? 0) > 1e-9
      ? [
          {
            sequence: l.sequence,
            lineObjectNumber: l.lineObjectNumber ?? '',
            quantity: Math.round((l.quantity - (shipped.get(l.sequence) ?? 0)) * 100_000) / 100_000,
          },
        ]
      : [],
  );
}

/** The sample ERP's back office: posting what Business Central's warehouse and accounting would. */
export function createSampleErpDesk(db: Db, usesSample: boolean) {
  return {
    /** A shipment of everything not shipped yet, or of the lines asked for (each at most what is left of it). */
    async postShipment(input: TPostSampleShipment) {
      const { salesOrder } = await sampleSalesOrderOf(db, usesSample, input.id);
      const left = await unshipped(db, salesOrder);
      if (left.length === 0) throw conflict(sampleErpMessages.nothingToShip);
      const lines = input.lines
        ? input.lines.map((asked, i) => {
            const line = left.find((l) => l.sequence === asked.sequence);
            if (!line)
              throw new DomainError('BAD_INPUT', `Line ${asked.sequence} has nothing left to ship`, {
                [`lines.${i}.sequence`]: 'Nothing left to ship on this line',
              });
            if (asked.quantity > line.quantity + 1e-9)
              throw new DomainError('BAD_INPUT', `Line ${asked.sequence} has ${line.quantity} left to ship`, {
                [`lines.${i}.quantity`]: `At most ${line.quantity}`,
              });
            return { ...line, quantity: asked.quantity };
          })
        : left;
      const shipment = await insertSampleShipment(db, {
        orderNumber: salesOrder.number,
        shipmentDate: today(),
        shippingAgentCode: input.shippingAgent,
        packageTrackingNo: input.trackingNumber,
        lines,
      });
      return { number: shipment.number, message: `Shipment ${shipment.number} posted in the sample ERP.` };
    },

    /** An invoice of the whole sales order (the sample has no tax). */
    async postInvoice(orderId: string) {
      const { order, salesOrder } = await sampleSalesOrderOf(db, usesSample, orderId);
      const invoice = await insertSampleInvoice(db, {
        orderNumber: salesOrder.number,
        invoiceDate: today(),
        totalCents: itemLinesCents({ header: salesOrder.header, lines: salesOrder.lines, totalCents: order.totalPrice }),
        currencyCode: order.priceGroup,
      });
      return { number: invoice.number, message: `Invoice ${invoice.number} posted in the sample ERP.` };
    },
  };
}
