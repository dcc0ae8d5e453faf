import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ZOrderId } from '@portal/domain/orders/order-schemas';
import { contentDisposition } from '../../adapters/storage/content-disposition';
import { restContext } from '../rest/rest-context';
import { operation, typedRoutes } from '../rest/route-contract';
import { callerOf } from '../rest/route-gate';

const pdfBytes = (description: string) => z.custom<Readable>(() => true).meta({ type: 'string', format: 'binary', description });

/** Sends a generated PDF: inline (the browser's viewer prints it), never cached, named for the document. */
export function sendPdf(reply: import('fastify').FastifyReply, fileName: string, pdf: Readable) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** GET /api/orders/{id}/pdf: the printable order (issue 31). Hand-made: it answers a stream, not JSON. */
export function registerDocumentStreams(app: FastifyInstance) {
  typedRoutes(app).get(
    '/api/orders/:id/pdf',
    operation({
      operationId: 'getOrderPdf',
      tag: 'Orders',
      summary: 'The order as a PDF to print or save (its owner, a team member or an administrator): lines with their drawings, prices and totals',
      access: 'teamOrders',
      params: ZOrderId,
      response: { 200: { description: 'The order (Content-Disposition: inline)', content: { 'application/pdf': { schema: pdfBytes('The order, printed') } } } },
      errors: { 404: 'NOT_FOUND: no such order, or one the caller may not see' },
    }),
    async (req, reply) => {
      const { fileName, pdf } = await restContext(app, req).services.documents.orderPdf(callerOf(req), req.params.id);
      return sendPdf(reply, fileName, pdf);
    },
  );
}
