import { z } from 'zod';
import { ZPortalUser } from '../accounts/user';
import { pageOf } from '../paging/page';
import { teamRoles } from '../teams/team-roles';

export const adminUserSortColumns = ['name', 'email', 'customer'] as const;

export const ZListUsersInput = z.object({
  filter: z.string().trim().max(100, 'Filter must be at most 100 characters').optional(),
  /** pending: only accounts waiting for approval (Portal Access off), as the registration mail links to. */
  approval: z.enum(['pending'], { error: 'approval must be pending' }).optional(),
  orderBy: z.enum(adminUserSortColumns, { error: 'orderBy must be one of name, email, customer' }).default('name'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(50),
});
export type TListUsersInput = z.infer<typeof ZListUsersInput>;

/** A partial update: only the fields sent change (issue 2). Unknown fields are refused. */
export const ZUserPatch = z
  .object({
    isApproved: z.boolean({ error: 'isApproved must be true or false' }),
    storeAccess: z.boolean({ error: 'storeAccess must be true or false' }),
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
    isCorporation: z.boolean({ error: 'isCorporation must be true or false' }),
    isSuperAdmin: z.boolean({ error: 'isSuperAdmin must be true or false' }),
    /** Pricing page permission: super admins only grant or withdraw it, and only to administrators. */
    canManagePricing: z.boolean({ error: 'canManagePricing must be true or false' }),
    /** Data Management page permission: super admins only grant or withdraw it, and only to administrators. */
    canManageData: z.boolean({ error: 'canManageData must be true or false' }),
    bc_customer_id: z
      .string({ error: 'bc_customer_id must be a customer number' })
      .trim()
      .min(1, 'bc_customer_id must be a customer number')
      .max(50, 'bc_customer_id must be a customer number')
      .nullable(),
    /** Issue 32: runs the account's team (an approved account linked to an ERP customer). */
    isTeamAdmin: z.boolean({ error: 'isTeamAdmin must be true or false' }),
    /** Issue 32: the role in the team; it sets store access where Portal Users' rules let it (docs/decisions/teams.md). */
    teamRole: z.enum(teamRoles, { error: 'teamRole must be buyer, sales or viewer' }),
  })
  .partial()
  .strict();
export type TUserPatch = z.infer<typeof ZUserPatch>;

export const ZUpdateUserInput = z.object({ id: z.uuid({ error: 'User not found' }), patch: ZUserPatch });
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;

export const ZDeleteUserInput = z.object({ id: z.uuid({ error: 'User not found' }) });
export type TDeleteUserInput = z.infer<typeof ZDeleteUserInput>;

/** A user as the Portal Users page lists and updates it: the user and when it registered. */
export const ZManagedUser = ZPortalUser.extend({
  createdAt: z.iso.datetime().describe('When the account registered'),
}).meta({ id: 'ManagedUser', description: 'A portal user as administrators see it: the User and when it registered' });
export type TManagedUser = z.infer<typeof ZManagedUser>;

/** GET /api/admin/users: one page of the filtered, sorted list, as every list answers (docs/api.md). */
export const ZUserPage = pageOf(ZManagedUser, { id: 'UserPage', things: 'portal users' });
export type TUserPage = z.infer<typeof ZUserPage>;
