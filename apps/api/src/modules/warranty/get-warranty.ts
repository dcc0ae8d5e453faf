import { ZWarrantyId } from '@portal/domain/warranty/warranty-schemas';
import { approvedProcedure } from '../../trpc/procedures';

/** One request: the dealer who filed it, their team (store access) or an administrator; anyone else gets 404. */
export const getWarranty = approvedProcedure.input(ZWarrantyId).query(({ ctx, input }) => ctx.services.warranty.get(ctx.user, input.id));
