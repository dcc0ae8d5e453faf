import type { AccessLevel } from '@portal/domain/accounts/roles';
import type { BackOfficePermission } from '@portal/domain/accounts/permissions';

/** Who may import from the ERP: administrators holding the data management permission (super admins always). */
export const dataManagementPermission: BackOfficePermission = 'dataManagement';

/** Who may read the catalog: signed-in, approved accounts with store access (prices are dealer information). */
export const catalogReadLevel: AccessLevel = 'store';
