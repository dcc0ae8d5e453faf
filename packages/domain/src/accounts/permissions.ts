import type { PortalUser } from './user';

/** The back-office permissions a super admin grants to administrators (portal.md §2 Pricing, Data Management). */
export type BackOfficePermission = 'pricing' | 'dataManagement';

export const permissionLabels: Record<BackOfficePermission, string> = {
  pricing: 'the pricing permission',
  dataManagement: 'the data management permission',
};

/** Approved administrators holding the flag; super admins hold both implicitly. */
export function hasPermission(
  user: Pick<PortalUser, 'isApproved' | 'isAdmin' | 'isSuperAdmin' | 'canManagePricing' | 'canManageData'>,
  permission: BackOfficePermission,
): boolean {
  if (!user.isApproved || !user.isAdmin) return false;
  if (user.isSuperAdmin) return true;
  return permission === 'pricing' ? user.canManagePricing : user.canManageData;
}

/** Why the user may not use the page, or undefined when they may. */
export function permissionRefusal(user: PortalUser, permission: BackOfficePermission): string | undefined {
  if (!user.isApproved) return 'Your account is pending approval';
  if (!user.isAdmin) return 'Administrators only';
  return hasPermission(user, permission) ? undefined : `This needs ${permissionLabels[permission]}`;
}
