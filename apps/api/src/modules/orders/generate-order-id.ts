import { storeProcedure } from '../../trpc/procedures';

/** A fresh order id for a new cart; nothing is stored until the first save. */
export const generateOrderId = storeProcedure.query(({ ctx }) => ctx.services.orders.generateId());
