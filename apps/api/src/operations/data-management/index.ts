import { listPortalItems } from './list-portal-items';
import { startCustomersImport } from './start-customers-import';

/**
 * Data Management (portal.md §2): Import Customers and the Portal Items Export (data management
 * permission). The price-sheet generator takes an upload and answers a file: transport/streams/data-management.ts.
 */
export const dataManagementOperations = { importCustomers: startCustomersImport, portalItems: listPortalItems };
