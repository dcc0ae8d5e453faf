import PDFDocument from 'pdfkit';
import { PassThrough, type Readable } from 'node:stream';
import { lineAmountCents, type SequencedSalesOrderLine } from '@portal/domain/erp-sync/sales-order-document';
import { formatMoney } from '@portal/domain/money/money';

export interface SampleInvoice {
  number: string;
  invoiceDate: string;
  orderNumber: string;
  externalDocumentNumber: string;
  customerNumber: string;
  currency: 'USD' | 'CAD';
  totalCents: number;
  lines: SequencedSalesOrderLine[];
}

/** The sample ERP's invoice as a one-page PDF (what Business Central's pdfDocument gives), streamed as it is written. */
export function sampleInvoicePdf(invoice: SampleInvoice, companyName: string): Readable {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Invoice ${invoice.number}`, Author: companyName } });
  const out = new PassThrough();
  doc.pipe(out);
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  doc.fontSize(18).text(companyName).moveDown(0.5);
  doc.fontSize(14).text(`Invoice ${invoice.number}`);
  doc
    .fontSize(10)
    .text(`Date: ${invoice.invoiceDate}`)
    .text(`Customer: ${invoice.customerNumber}`)
    .text(`Sales order: ${invoice.orderNumber} (your order ${invoice.externalDocumentNumber})`)
    .moveDown();
  for (const line of invoice.lines) {
    if (line.lineType === 'Comment') doc.font('Helvetica-Oblique').text(line.description).font('Helvetica');
    else {
      const amount = lineAmountCents(line.quantity, line.unitPrice);
      doc.text(`${line.lineObjectNumber}   ${line.quantity} ${line.unitOfMeasureCode} × ${line.unitPrice}   ${money(amount)}`, { indent: 12 });
    }
  }
  doc
    .moveDown()
    .fontSize(12)
    .text(`Total: ${money(invoice.totalCents)}`, { align: 'right' });
  doc.end();
  return out;
}
