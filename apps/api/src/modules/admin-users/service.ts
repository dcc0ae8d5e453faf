import { DomainError } from '@portal/domain/errors/domain-error';
import type { PortalUser } from '@portal/domain/accounts/user';
import { applyUserPatch, endsSessions } from '@portal/domain/admin-users/user-flag-rules';
import type { TListUsersInput, TManagedUser, TUpdateUserInput, TUserPage } from '@portal/domain/admin-users/admin-user-schemas';
import { deleteUser, findUserById, getPortalUser, listAdminUsers, updateUser, updateUserEndingSessions } from '@portal/db/queries/users';
import { erpCustomerExists } from '@portal/db/queries/customers';
import { recordAudit } from '@portal/db/queries/audit';
import { fullName } from '@portal/domain/accounts/user';
import type { AppDeps } from '../../app-deps';
import { accountApprovedMail } from '../accounts/account-mail';

const userNotFound = () => new DomainError('NOT_FOUND', 'User not found');

/** Portal Users (portal.md §2, §4): every toggle rule is checked here, whatever the page shows. */
export function createAdminUsersService(deps: AppDeps) {
  const { db } = deps;
  return {
    async list(params: TListUsersInput): Promise<TUserPage> {
      const { users, total } = await listAdminUsers(db, params);
      return { items: users, total, offset: params.offset, limit: params.limit };
    },

    async update(actor: PortalUser, { id, patch }: TUpdateUserInput): Promise<TManagedUser> {
      const { updated, approvedNow } = await db.transaction(async (tx) => {
        const target = await findUserById(tx, id);
        if (!target) throw userNotFound();
        if (patch.bc_customer_id && !(await erpCustomerExists(tx, patch.bc_customer_id))) {
          throw new DomainError('BAD_INPUT', 'Unknown Business Central customer', { bc_customer_id: 'Unknown Business Central customer' });
        }
        const { next, changes } = applyUserPatch(
          {
            id: target.id,
            isApproved: target.isApproved,
            storeAccess: target.storeAccess,
            isAdmin: target.isAdmin,
            isCorporation: target.isCorporation,
            isSuperAdmin: target.isSuperAdmin,
            canManagePricing: target.canManagePricing,
            canManageData: target.canManageData,
            bc_customer_id: target.bcCustomerId,
            isTeamAdmin: target.isTeamAdmin,
            teamRole: target.teamRole,
          },
          patch,
          { id: actor._id, isAdmin: actor.isAdmin, isSuperAdmin: actor.isSuperAdmin },
        );
        const values = {
          isApproved: next.isApproved,
          storeAccess: next.storeAccess,
          isAdmin: next.isAdmin,
          isCorporation: next.isCorporation,
          isSuperAdmin: next.isSuperAdmin,
          canManagePricing: next.canManagePricing,
          canManageData: next.canManageData,
          bcCustomerId: next.bc_customer_id,
          isTeamAdmin: next.isTeamAdmin,
          teamRole: next.teamRole,
        };
        const permissionsBefore = { canManagePricing: target.canManagePricing, canManageData: target.canManageData };
        const permissionsAfter = { canManagePricing: next.canManagePricing, canManageData: next.canManageData };
        if (permissionsBefore.canManagePricing !== permissionsAfter.canManagePricing || permissionsBefore.canManageData !== permissionsAfter.canManageData) {
          await recordAudit(tx, [
            { actor: { id: actor._id, name: fullName(actor) }, area: 'permission', entity: target.email, before: permissionsBefore, after: permissionsAfter },
          ]);
        }
        await (endsSessions(changes) ? updateUserEndingSessions(tx, id, values) : updateUser(tx, id, values));
        const user = await getPortalUser(tx, id);
        if (!user) throw userNotFound();
        const approvedNow = changes.includes('approved');
        if (approvedNow) await deps.outbox.enqueue(tx, [accountApprovedMail(user.email, user.fname, new URL('/login', deps.config.PUBLIC_URL).toString())]);
        return { updated: user, approvedNow };
      });
      if (approvedNow) deps.outbox.nudge();
      return updated;
    },

    async remove(actor: PortalUser, id: string) {
      if (!actor.isSuperAdmin) throw new DomainError('FORBIDDEN', 'Super admins only');
      if (actor._id === id) throw new DomainError('CONFLICT', 'You cannot delete your own account');
      if (!(await deleteUser(db, id))) throw userNotFound();
      return { message: 'User deleted.' };
    },
  };
}
