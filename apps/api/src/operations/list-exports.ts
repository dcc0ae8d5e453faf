import { exportAdminAdjustments } from './adjustments/export-admin-adjustments';
import { exportUsers } from './admin-users/export-users';
import { exportAdminOrders } from './orders/export-admin-orders';
import { exportMyOrders, exportTeamOrders } from './orders/export-dealer-orders';
import { exportAdminTickets } from './tickets/export-admin-tickets';
import { exportAdminWarranties } from './warranty/export-admin-warranties';
import type { ListExport } from './list-export';

/** Every list's export (transport/streams/list-exports.ts registers them): the administrators' lists and the dealer's order lists. */
export const listExports: ListExport[] = [
  exportUsers,
  exportAdminOrders,
  exportMyOrders,
  exportTeamOrders,
  exportAdminTickets,
  exportAdminWarranties,
  exportAdminAdjustments,
];
