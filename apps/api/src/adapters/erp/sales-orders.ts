import type { SalesOrderDocument } from '@portal/domain/erp-sync/sales-order-document';
import { ErpError } from './erp-source';

/**
 * How a sales order's lines reach the ERP: inside the header's POST (one call), or the header and
 * then each line by itself (for a Business Central that refuses lines sent inside the header).
 */
export type LinesMode = 'inline' | 'separate';

export interface PushedSalesOrder {
  /** The ERP's id of the sales order (Business Central's `id`). */
  id: string;
  /** The ERP's number of the sales order (Business Central's `number`), shown to dealers and staff. */
  number: string;
  /** How the lines went this time: a fallback to 'separate' is remembered for the next orders. */
  linesMode: LinesMode;
  /** True when the sales order was found by its external document number (an earlier attempt had created it). */
  adopted: boolean;
  /** Lines this call added (all of them for a new sales order; the missing ones for an adopted one). */
  linesAdded: number;
}

/** The ERP's writing port for approved orders (issue 30): the built-in sample, or Business Central. */
export interface SalesOrderWriter {
  kind: 'sample' | 'business-central';
  /**
   * The sales order of `document`, exactly once: first looked up by its external document number;
   * one found is adopted and given only the lines it lacks (`linesToAdd`), none sent twice;
   * otherwise created with its lines (`linesMode` first, falling back to 'separate' when the ERP
   * refuses lines inside the header).
   * Throws `ErpDataError` when the ERP refuses the data (not worth retrying as it is), `ErpError`
   * when it could not be reached or kept failing (worth retrying later).
   */
  push(document: SalesOrderDocument, options: { linesMode: LinesMode }): Promise<PushedSalesOrder>;
}

/**
 * The ERP answered about the data (an unknown item, a blocked customer, a line changed by hand):
 * the order's job stops with this message, which names the document and the ERP's own words.
 */
export class ErpDataError extends ErpError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ErpDataError';
  }
}
