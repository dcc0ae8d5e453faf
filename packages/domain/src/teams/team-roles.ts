/**
 * Roles inside a dealer's team (issue 32): a team is the accounts of one ERP customer.
 * - `buyer`: today's dealer — configures, orders, sees the dealer's prices;
 * - `sales`: configures, saves drafts and makes customer quotes; does not submit;
 * - `viewer`: reads the team's orders, documents and library; no store.
 * A role maps onto the flags every rule already reads: store access is the buyer's and the
 * salesperson's, not the viewer's. Accounts that existed before roles are buyers.
 */
export const teamRoles = ['buyer', 'sales', 'viewer'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamRoleLabels: Record<TeamRole, string> = { buyer: 'Buyer', sales: 'Sales', viewer: 'Viewer' };

/** Whether the role opens the store (configure, save, quote). */
export const roleHasStore = (role: TeamRole) => role !== 'viewer';

/** Whether the role may submit an order (a salesperson's draft is submitted by a buyer or a team administrator). */
export const roleSubmits = (user: { teamRole: TeamRole; isTeamAdmin: boolean; isAdmin: boolean }) =>
  user.isAdmin || user.isTeamAdmin || user.teamRole === 'buyer';

/**
 * Whether the account reads retail prices only (issue 32): a team's salesperson never sees the
 * dealer's cost. The catalog reaches them without prices; every price, breakdown line and total
 * they read is the dealer's price × the team's markup of its kind (quotes/retail-prices.ts); the
 * tier's name and rate, and the markups and cost of their quotes, are withheld. Whoever may submit
 * (a buyer, a team administrator, staff) sees what they submit: the dealer's prices.
 */
export const readsRetail = (user: { teamRole: TeamRole; isTeamAdmin: boolean; isAdmin: boolean }) =>
  user.teamRole === 'sales' && !user.isTeamAdmin && !user.isAdmin;
