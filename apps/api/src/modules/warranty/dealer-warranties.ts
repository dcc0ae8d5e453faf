import { ZDealerWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { storeProcedure } from '../../trpc/procedures';

/** My requests or my team's (same ERP customer), 20 per page. */
export const dealerWarranties = storeProcedure.input(ZDealerWarrantiesInput).query(({ ctx, input }) => ctx.services.warranty.dealerList(ctx.user, input));
