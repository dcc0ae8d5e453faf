import { permissionProcedure } from '../../trpc/procedures';

/** Administrators with the pricing permission (super admins always). */
export const pricingProcedure = permissionProcedure('pricing');
