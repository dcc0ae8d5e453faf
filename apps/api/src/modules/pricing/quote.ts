import { ZQuoteInput } from '@portal/domain/pricing/cart/cart-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** Prices screens, roofs and parts for the signed-in dealer, with breakdowns and problems per line. */
export const quote = storeProcedure.input(ZQuoteInput).mutation(({ ctx, input }) => ctx.services.pricing.quote(ctx.user, input));
