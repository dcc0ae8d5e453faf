import type { Readable } from 'node:stream';

/**
 * The ERP's reading port for what happens to an order after it is sent (issue 30, point 4):
 * posted shipments with their lines, each shipment's agent and tracking number, posted invoices
 * and their PDFs. Implemented by the built-in sample ERP and by Business Central.
 */

/** A posted shipment line: `sequence` is the sales order line it ships (Business Central copies the line number when posting). */
export interface ErpShipmentLine {
  sequence: number;
  lineObjectNumber: string;
  quantity: number;
}

/** A posted sales shipment (Business Central's `salesShipments` with `salesShipmentLines`). */
export interface ErpShipment {
  id: string;
  number: string;
  /** The sales order it ships (Business Central's `orderNumber`): how the portal finds its order. */
  orderNumber: string;
  /** yyyy-mm-dd */
  shipmentDate: string;
  lastModifiedDateTime: string;
  lines: ErpShipmentLine[];
}

/** A shipment's carrier and tracking number (the custom page `salesShipmentTrackings`, docs/erp.md). */
export interface ErpShipmentTracking {
  /** The shipment's id (the same as `ErpShipment.id`). */
  id: string;
  number: string;
  orderNumber: string;
  shippingAgentCode: string;
  packageTrackingNo: string;
  shipmentDate: string;
  lastModifiedDateTime: string;
}

/** A posted sales invoice of a sales order (Business Central's `salesInvoices` whose `orderNumber` is set). */
export interface ErpInvoice {
  id: string;
  number: string;
  orderNumber: string;
  /** yyyy-mm-dd */
  invoiceDate: string;
  /** The invoice's total including tax, in the invoice's currency. */
  totalAmountIncludingTax: number;
  /** '' for the company's local currency. */
  currencyCode: string;
  lastModifiedDateTime: string;
}

/**
 * What changed since a watermark: the records that could be read, and one message per record that
 * could not (a field missing or of a wrong type), naming the field and the document: such a record is
 * skipped, never half-applied, and the rest go on.
 */
export interface ErpChanges<T> {
  records: T[];
  skipped: string[];
}

export interface ErpInvoicePdf {
  stream: Readable;
  /** Bytes, when the ERP said. */
  length?: number | undefined;
}

export interface ErpDocumentReader {
  kind: 'sample' | 'business-central';
  /** Shipments modified after `since` (all when null), oldest change first, with their lines. */
  shipmentsSince(since: Date | null): Promise<ErpChanges<ErpShipment>>;
  trackingsSince(since: Date | null): Promise<ErpChanges<ErpShipmentTracking>>;
  invoicesSince(since: Date | null): Promise<ErpChanges<ErpInvoice>>;
  /** The invoice's PDF, streamed; null when the ERP has no such invoice. */
  invoicePdf(invoiceId: string): Promise<ErpInvoicePdf | null>;
}
