import { ZUpdateUserInput } from '@portal/domain/admin-users/admin-user-schemas';
import { adminProcedure } from '../../trpc/procedures';

export const updateUser = adminProcedure
  .input(ZUpdateUserInput)
  .mutation(({ ctx, input }) => ctx.services.adminUsers.update(ctx.user, input));
