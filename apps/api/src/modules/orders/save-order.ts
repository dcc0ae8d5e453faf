import { ZSaveOrderInput } from '@portal/domain/orders/order-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** Save (DRAFT), submit (SUBMITTED) or, for administrators, process (SUBMITTED) and approve (APPROVED). */
export const saveOrder = storeProcedure
  .input(ZSaveOrderInput)
  .mutation(async ({ ctx, input }) => (await ctx.services.orders.save(ctx.user, input)).order);
