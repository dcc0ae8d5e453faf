import type { PortalUser } from './user';

/** The access levels of portal.md §6, each implying the ones before it. */
export type AccessLevel = 'signedIn' | 'approved' | 'store' | 'admin' | 'superAdmin';

/** Why the user may not pass this level, or undefined when they may. */
export function accessRefusal(user: PortalUser, level: AccessLevel): string | undefined {
  if (level === 'signedIn') return undefined;
  if (!user.isApproved) return 'Your account is pending approval';
  if (level === 'store' && !user.storeAccess) return 'Your account has no store access';
  if ((level === 'admin' || level === 'superAdmin') && !user.isAdmin) return 'Administrators only';
  if (level === 'superAdmin' && !user.isSuperAdmin) return 'Super admins only';
  return undefined;
}
