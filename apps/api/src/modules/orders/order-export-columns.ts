import type { ExportColumn } from '../list-exports/export-columns';
import type { OrderExportRow } from './order-export-rows';

// The order lists' exports (docs/api.md "Exports"): the columns each page shows, in its order
// (apps/web/src/features/orders/components/*-orders-table.tsx), a cell's second line as a column
// of its own, and the currency beside the total.

const created: ExportColumn<OrderExportRow> = { header: 'Created', kind: 'date', value: (o) => o.createdAt };
const updated: ExportColumn<OrderExportRow> = { header: 'Updated', kind: 'date', value: (o) => o.updatedAt };
const portalNumber: ExportColumn<OrderExportRow> = { header: 'Portal Number', value: (o) => o.portalNumber };
const orderNumber: ExportColumn<OrderExportRow> = { header: 'Order Number', value: (o) => o.orderNumber };
const status: ExportColumn<OrderExportRow> = { header: 'Status', value: (o) => o.status };
/** In the order's price group, frozen on it when it was created. */
const total: ExportColumn<OrderExportRow>[] = [
  { header: 'Total', kind: 'money', value: (o) => o.totalsCents.totalPrice },
  { header: 'Currency', value: (o) => o.userDetails.bc_customer_priceGroup },
];

/** The administrators' list: Created, Updated, Dealer (and its portal user), Order (and its numbers), Status (and Business Central's), Total. */
export const adminOrderExportColumns: ExportColumn<OrderExportRow>[] = [
  created,
  updated,
  { header: 'Dealer', value: (o) => o.userDetails.bc_customer_displayName },
  { header: 'Portal User', value: (o) => o.userDetails.userName },
  { header: 'Order', value: (o) => o.orderName },
  portalNumber,
  orderNumber,
  status,
  { header: 'Business Central', value: (o) => o.erpSync.status },
  ...total,
];

/** A dealer's lists (mine and my team's): Created, Order Name (and its portal number), Order Number, Total, Updated, Status, Ship Date. */
export const dealerOrderExportColumns: ExportColumn<OrderExportRow>[] = [
  created,
  { header: 'Order Name', value: (o) => o.orderName },
  portalNumber,
  orderNumber,
  ...total,
  updated,
  status,
  { header: 'Ship Date', kind: 'date', value: (o) => o.shippingDate },
];
