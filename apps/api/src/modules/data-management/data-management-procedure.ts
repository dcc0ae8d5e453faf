import { permissionProcedure } from '../../trpc/procedures';

/** Administrators with the data management permission (super admins always). */
export const dataProcedure = permissionProcedure('dataManagement');
