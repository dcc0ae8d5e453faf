import { ZUpdateSettingsInput } from '@portal/domain/back-office/back-office-schemas';
import { superAdminProcedure } from '../../trpc/procedures';

export const updateSettings = superAdminProcedure
  .input(ZUpdateSettingsInput)
  .mutation(({ ctx, input }) => ctx.services.settings.update(ctx.user, input));
