import type { Db } from '@portal/db/create-db';
import { getSampleInvoice, sampleInvoicesSince, sampleShipmentsSince } from '@portal/db/queries/erp-documents';
import { findSampleSalesOrderByNumber } from '@portal/db/queries/erp-sync';
import type { ErpDocumentReader } from './erp-documents';
import { sampleInvoicePdf } from './sample-invoice-pdf';

/**
 * The built-in sample ERP's posted documents (no Business Central configured): the shipments and
 * invoices an administrator posts from the order desk, read by the same poller as Business
 * Central's, so `npm start` shows the round trip.
 */
/** What every posted document of the sample has, as Business Central's records name it. */
const posted = (r: { id: string; number: string; orderNumber: string; lastModifiedAt: Date }) => ({
  id: r.id,
  number: r.number,
  orderNumber: r.orderNumber,
  lastModifiedDateTime: r.lastModifiedAt.toISOString(),
});

export function createSampleDocuments(db: Db, companyName: string): ErpDocumentReader {
  return {
    kind: 'sample',
    async shipmentsSince(since) {
      const rows = await sampleShipmentsSince(db, since);
      return { records: rows.map((r) => ({ ...posted(r), shipmentDate: r.shipmentDate, lines: r.lines })), skipped: [] };
    },
    async trackingsSince(since) {
      // The sample's shipment carries its carrier: the tracking page's rows are its shipments.
      const rows = await sampleShipmentsSince(db, since);
      const records = rows.map((r) => ({
        ...posted(r),
        shippingAgentCode: r.shippingAgentCode,
        packageTrackingNo: r.packageTrackingNo,
        shipmentDate: r.shipmentDate,
      }));
      return { records, skipped: [] };
    },
    async invoicesSince(since) {
      const rows = await sampleInvoicesSince(db, since);
      return {
        records: rows.map((r) => ({ ...posted(r), invoiceDate: r.invoiceDate, totalAmountIncludingTax: r.totalCents / 100, currencyCode: r.currencyCode })),
        skipped: [],
      };
    },
    async invoicePdf(invoiceId) {
      const invoice = await getSampleInvoice(db, invoiceId);
      const order = invoice ? await findSampleSalesOrderByNumber(db, invoice.orderNumber) : undefined;
      if (!invoice || !order) return null;
      const currency = invoice.currencyCode === 'CAD' ? 'CAD' : 'USD';
      const stream = sampleInvoicePdf(
        {
          number: invoice.number,
          invoiceDate: invoice.invoiceDate,
          orderNumber: order.number,
          externalDocumentNumber: order.externalDocumentNumber,
          customerNumber: order.header.customerNumber,
          currency,
          totalCents: invoice.totalCents,
          lines: order.lines,
        },
        companyName,
      );
      return { stream };
    },
  };
}
