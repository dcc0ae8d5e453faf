import type { PortalUser } from '@portal/domain/accounts/user';
import { hasPermission } from '@portal/domain/accounts/permissions';

/** Pricing is granted per admin by a super admin (spec §2 names two accounts); the server checks the same. */
export function canManagePricing(user: PortalUser | null): boolean {
  return !!user && hasPermission(user, 'pricing');
}
