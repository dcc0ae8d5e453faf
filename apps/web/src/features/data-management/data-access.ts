import type { PortalUser } from '@portal/domain/accounts/user';
import { hasPermission } from '@portal/domain/accounts/permissions';

/** Data Management is granted per admin by a super admin (spec §2 names one account); the server checks the same. */
export function canManageData(user: PortalUser | null): boolean {
  return !!user && hasPermission(user, 'dataManagement');
}
