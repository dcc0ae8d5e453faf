import { listOrderInvoices } from './list-order-invoices';
import { postSampleInvoice } from './post-sample-invoice';
import { postSampleShipment } from './post-sample-shipment';
import { retryErpSync } from './retry-erp-sync';

/** Orders in the ERP (issue 30): a failed sales order retried, the invoices of an order, the sample ERP's back office. */
export const erpSyncOperations = {
  retry: retryErpSync,
  invoices: listOrderInvoices,
  postSampleShipment,
  postSampleInvoice,
};
