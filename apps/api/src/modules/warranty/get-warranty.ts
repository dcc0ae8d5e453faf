import { ZWarrantyId } from '@portal/domain/warranty/warranty-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** One request: the dealer who filed it, their team or an administrator; anyone else gets 404. */
export const getWarranty = storeProcedure.input(ZWarrantyId).query(({ ctx, input }) => ctx.services.warranty.get(ctx.user, input.id));
