import { ZUpdateWarrantyInput } from '@portal/domain/warranty/warranty-schemas';
import { adminProcedure } from '../../trpc/procedures';

/** Administrators change a request's status and message. */
export const updateWarranty = adminProcedure.input(ZUpdateWarrantyInput).mutation(({ ctx, input }) => ctx.services.warranty.update(ctx.user, input));
