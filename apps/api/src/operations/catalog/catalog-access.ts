import { catalogReadLevel, dataManagementPermission } from '../../modules/catalog/data-management-access';

/** Who may import from the ERP and read the runs: administrators with the data management permission. */
export const importAccess = { permission: dataManagementPermission };
/** Who may read the catalog: approved accounts with store access. */
export const readAccess = catalogReadLevel;

/** What the REST document says of who may call the catalog's routes. */
export const forData = 'Administrators with the data management permission (super admins always).';
export const forStore = 'Approved accounts with store access.';
export const notForData = 'Not an administrator with the data management permission';
