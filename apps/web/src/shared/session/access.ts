import type { PortalUser } from '@portal/domain/accounts/user';

/** Navigation predicates of spec §2 / §6; the server enforces the same rules. */
type Flags = Pick<PortalUser, 'isApproved' | 'storeAccess' | 'isAdmin'>;

export const canSeeStore = (user: Flags | null): boolean => !!user && user.storeAccess;
/** Issue 32: the team's orders and their documents — store access, or a team's viewer (no store, an ERP customer). */
export const canSeeTeamOrders = (user: (Flags & Pick<PortalUser, 'teamRole' | 'bc_customer_id'>) | null): boolean =>
  !!user && (user.storeAccess || (user.isApproved && user.teamRole === 'viewer' && user.bc_customer_id !== null));
export const canSeeLibrary = (user: Flags | null): boolean => !!user;
export const canSeeAccount = (user: Flags | null): boolean => !!user;
export const canSeeAdmin = (user: Flags | null): boolean => !!user && user.isAdmin;
/** Spec §6: isApproved gates the home menu and the navigation (the small-screen drawer). */
export const canSeeNavigation = (user: Flags | null): boolean => !!user && user.isApproved;
/**
 * Issue 32: Account → Team, for the members of a team (an approved account linked to an ERP
 * customer); portal administrators are staff, not members, unless they also run a team.
 */
export const canSeeTeam = (user: (Flags & Pick<PortalUser, 'bc_customer_id' | 'isTeamAdmin'>) | null): boolean =>
  !!user && user.isApproved && user.bc_customer_id !== null && (!user.isAdmin || user.isTeamAdmin);
