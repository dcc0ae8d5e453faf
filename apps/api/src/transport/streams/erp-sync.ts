import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { contentDisposition } from '../../adapters/storage/content-disposition';
import { restContext } from '../rest/rest-context';
import { operation, typedRoutes } from '../rest/route-contract';
import { callerOf } from '../rest/route-gate';

const ZInvoicePdfParams = z.object({
  id: z.uuid({ error: 'id must be an order id' }).describe('The order'),
  invoiceId: z.string().min(1).max(100, 'invoiceId must be at most 100 characters').describe('The invoice (its id in GET /api/orders/{id}/invoices)'),
});
const ZPdfBytes = z.custom<Readable>(() => true).meta({ type: 'string', format: 'binary', description: 'The invoice as the ERP renders it' });

/**
 * GET /api/orders/{id}/invoices/{invoiceId}/pdf: an invoice's PDF, read from the ERP and streamed
 * through the portal (the ERP is never linked to). Hand-made: it answers a stream, not JSON.
 */
export function registerErpSyncStreams(app: FastifyInstance) {
  typedRoutes(app).get(
    '/api/orders/:id/invoices/:invoiceId/pdf',
    operation({
      operationId: 'downloadOrderInvoicePdf',
      tag: 'Orders',
      summary: "An invoice's PDF (the order's owner, a team member or an administrator), streamed from the ERP through the portal",
      access: 'teamOrders',
      params: ZInvoicePdfParams,
      response: { 200: { description: 'The invoice (Content-Disposition: attachment)', content: { 'application/pdf': { schema: ZPdfBytes } } } },
      errors: { 404: 'NOT_FOUND: no such order or invoice, or one the caller may not see', 503: 'UNAVAILABLE: the ERP does not answer; try again later' },
    }),
    async (req, reply) => {
      const { number, pdf } = await restContext(app, req).services.erpSync.invoicePdf(callerOf(req), req.params.id, req.params.invoiceId);
      void reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', `Invoice ${number}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (pdf.length !== undefined) void reply.header('content-length', String(pdf.length));
      return reply.send(pdf.stream);
    },
  );
}
