import { z } from 'zod';
import { ZCustomer, ZPriceGroup } from '../customers/customer';
import { teamRoles } from '../teams/team-roles';

/** The user as the spec's clients know it (portal.md §3 User); `_id` is a string. */
export const ZPortalUser = z
  .object({
    _id: z.guid().describe('The account id'),
    fname: z.string().describe('First name'),
    lname: z.string().describe('Last name'),
    email: z.string().describe('The sign-in email, lower case'),
    location: z.string().describe('Dealer / location, as registered'),
    isApproved: z.boolean().describe('Portal access: an administrator approved the account'),
    storeAccess: z.boolean().describe('May price and order in the store'),
    isAdmin: z.boolean().describe('Portal administrator'),
    isSuperAdmin: z.boolean().describe('Super admin: grants permissions and super admin, deletes accounts'),
    isCorporation: z.boolean().describe('Corporate store account: orders for the company, material transfers'),
    /** Pricing page permission as stored (super admins pass the check whatever it holds). */
    canManagePricing: z.boolean().describe('Pricing page permission as stored (super admins have it whatever this says)'),
    /** Data Management page permission as stored (super admins pass the check whatever it holds). */
    canManageData: z.boolean().describe('Data Management page permission as stored (super admins have it whatever this says)'),
    teamRole: z.enum(teamRoles).describe("The account's role in its team (the accounts of its ERP customer): buyer, sales or viewer"),
    isTeamAdmin: z.boolean().describe('Runs its team: invites colleagues, changes their roles, deactivates them, sets the spending approval'),
    active: z.boolean().describe('False once a team administrator deactivated the account (it cannot sign in)'),
    bc_customer_id: z.string().nullable().describe('The linked Business Central customer number (Customer.bc_customer_id), null when none'),
    bc_customer_displayName: ZCustomer.shape.bc_customer_displayName.nullable().describe("The linked customer's name, null when none"),
    bc_customer_tierName: z.string().nullable().describe("The linked customer's tier name, null when none"),
    bc_customer_priceGroup: ZPriceGroup.nullable().describe("The linked customer's price group, null when none (nothing can be priced)"),
    bc_customer_tierRate: ZCustomer.shape.bc_customer_tierRate,
  })
  .meta({ id: 'User', description: 'A portal account with its rights and its linked Business Central customer' });
export type PortalUser = z.infer<typeof ZPortalUser>;

/** What sign-in returns: the user plus the bearer token. */
export const ZSignedInUser = ZPortalUser.extend({
  token: z.string().describe('The session: send it as Authorization: Bearer <token>'),
}).meta({ id: 'SignedInUser', description: 'The signed-in user and the bearer token of the session' });
export type SignedInUser = z.infer<typeof ZSignedInUser>;

export function fullName(user: Pick<PortalUser, 'fname' | 'lname'>): string {
  return `${user.fname} ${user.lname}`.trim();
}
