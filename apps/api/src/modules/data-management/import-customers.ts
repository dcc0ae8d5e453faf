import { dataProcedure } from './data-management-procedure';

/** Starts a customers import and returns its run (status running); poll catalog.importRun. */
export const importCustomers = dataProcedure.mutation(({ ctx }) => ctx.services.dataManagement.startCustomersImport(ctx.user));
