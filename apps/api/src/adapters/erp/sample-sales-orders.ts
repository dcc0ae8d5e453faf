import type { Db } from '@portal/db/create-db';
import { addSampleSalesOrderLines, createSampleSalesOrder } from '@portal/db/queries/erp-sync';
import { linesToAdd } from '@portal/domain/erp-sync/missing-lines';
import { SalesOrderDocumentError } from '@portal/domain/erp-sync/sales-order-document';
import { ErpDataError, type SalesOrderWriter } from './sales-orders';

/**
 * The built-in sample ERP's sales orders (no Business Central configured): kept in the portal's
 * own database (sample_erp_sales_orders), numbered S-ORD-10001 on, one per external document
 * number. The same rules as Business Central's writer: an order found is adopted, only its missing
 * lines added.
 */
export function createSampleSalesOrders(db: Db): SalesOrderWriter {
  return {
    kind: 'sample',
    async push(document) {
      const { row, created } = await createSampleSalesOrder(db, {
        externalDocumentNumber: document.header.externalDocumentNumber,
        header: document.header,
        lines: document.lines,
      });
      let missing = created ? [] : document.lines;
      try {
        if (!created) missing = linesToAdd(document, row.lines);
      } catch (err) {
        if (err instanceof SalesOrderDocumentError) throw new ErpDataError(err.message, { cause: err });
        throw err;
      }
      await addSampleSalesOrderLines(db, row.id, missing);
      return { id: row.id, number: row.number, linesMode: 'inline', adopted: !created, linesAdded: created ? document.lines.length : missing.length };
    },
  };
}
