import { ZDeleteUserInput } from '@portal/domain/admin-users/admin-user-schemas';
import { superAdminProcedure } from '../../trpc/procedures';

export const deleteUser = superAdminProcedure
  .input(ZDeleteUserInput)
  .mutation(({ ctx, input }) => ctx.services.adminUsers.remove(ctx.user, input.id));
