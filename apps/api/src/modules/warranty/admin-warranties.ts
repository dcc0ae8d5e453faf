import { ZAdminWarrantiesInput } from '@portal/domain/warranty/warranty-schemas';
import { adminProcedure } from '../../trpc/procedures';

/** Every dealer's requests, by status and dealer name, 50 per page unless asked otherwise. */
export const adminWarranties = adminProcedure.input(ZAdminWarrantiesInput).query(({ ctx, input }) => ctx.services.warranty.adminList(input));
