import { fullName } from '@portal/domain/accounts/user';
import type { TManagedUser } from '@portal/domain/admin-users/admin-user-schemas';
import type { ExportColumn } from '../list-exports/export-columns';

const flag = (header: string, value: (u: TManagedUser) => boolean): ExportColumn<TManagedUser> => ({ header, kind: 'flag', value });

/**
 * The Portal Users page's columns in its order (apps/web/src/features/admin-users): Portal User
 * (and its location), Email, Business Central Customer (its name and number), then the toggles.
 */
export const userExportColumns: ExportColumn<TManagedUser>[] = [
  { header: 'Portal User', value: (u) => fullName(u) },
  { header: 'Location', value: (u) => u.location },
  { header: 'Email', value: (u) => u.email },
  { header: 'Business Central Customer', value: (u) => u.bc_customer_displayName },
  { header: 'Customer Number', value: (u) => u.bc_customer_id },
  flag('Corporate Store', (u) => u.isCorporation),
  flag('Portal Access', (u) => u.isApproved),
  flag('Store Access', (u) => u.storeAccess),
  flag('Portal Admin', (u) => u.isAdmin),
  flag('Super Admin', (u) => u.isSuperAdmin),
  flag('Pricing', (u) => u.canManagePricing),
  flag('Data Management', (u) => u.canManageData),
];
