import { ZCreateWarrantyInput } from '@portal/domain/warranty/warranty-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** A dealer files a request on an approved or shipped order of their own or their team's. */
export const createWarranty = storeProcedure.input(ZCreateWarrantyInput).mutation(({ ctx, input }) => ctx.services.warranty.create(ctx.user, input));
