import type { AccessLevel } from '@portal/domain/accounts/roles';
import { requireUser } from '../../http/require-user';
import { permissionProcedure, publicProcedure } from '../../trpc/procedures';
import { catalogReadLevel, dataManagementPermission } from './data-management-access';

function atLevel(level: AccessLevel) {
  return publicProcedure.use(async ({ ctx, next }) => next({ ctx: { ...ctx, user: await requireUser(ctx, level) } }));
}

/** May import from the ERP: administrators with the data management permission (data-management-access.ts). */
export const dataManagementProcedure = permissionProcedure(dataManagementPermission);
/** May read the catalog: approved accounts with store access. */
export const catalogReadProcedure = atLevel(catalogReadLevel);
