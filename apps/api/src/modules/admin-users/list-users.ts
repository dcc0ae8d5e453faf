import { ZListUsersInput } from '@portal/domain/admin-users/admin-user-schemas';
import { adminProcedure } from '../../trpc/procedures';

export const listUsers = adminProcedure
  .input(ZListUsersInput)
  .query(({ ctx, input }) => ctx.services.adminUsers.list(input));
