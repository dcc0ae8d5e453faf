import { ZOrderWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { approvedProcedure } from '../../trpc/procedures';

/** The requests of an order, for its expanded row in the order lists: whoever may see the order. */
export const orderWarranties = approvedProcedure.input(ZOrderWarrantiesInput).query(({ ctx, input }) => ctx.services.warranty.forOrder(ctx.user, input.orderId));
