import type { Readable } from 'node:stream';
import type { PortalUser } from '@portal/domain/accounts/user';
import { lineDrawings, type LineDrawing } from '@portal/domain/drawings/line-drawings';
import { orderDocument } from '@portal/domain/documents/order-document';
import type { OrderLines, OrderView } from '@portal/domain/orders/order-view';
import { renderPdf } from '../../adapters/pdf/pdf-document';

/** A line's drawing by its line id, as the printed documents place them. */
export function drawingsByLine(order: OrderLines): Map<string, string> {
  return new Map(lineDrawings(order).map((d) => [d.lineId, d.svg]));
}

/**
 * What a dealer hands on (issue 31): an order's drawings and its printable PDF. Both read the
 * order through the orders service, so whoever may not see the order gets its 404.
 */
export function createDocumentsService(orders: { get(actor: PortalUser, id: string): Promise<OrderView> }) {
  return {
    async drawings(actor: PortalUser, orderId: string): Promise<LineDrawing[]> {
      return lineDrawings(await orders.get(actor, orderId));
    },

    async orderPdf(actor: PortalUser, orderId: string): Promise<{ fileName: string; pdf: Readable }> {
      const order = await orders.get(actor, orderId);
      return { fileName: `Order ${order.portalNumber}.pdf`, pdf: renderPdf(orderDocument(order, drawingsByLine(order))) };
    },
  };
}
