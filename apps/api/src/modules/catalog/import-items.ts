import { ZStartImportInput } from '@portal/domain/catalog/catalog-inputs';
import { dataManagementProcedure } from './catalog-procedures';

/** Starts an import and returns its run (status running); poll catalog.importRun. */
export const importItems = dataManagementProcedure
  .input(ZStartImportInput.optional())
  .mutation(({ ctx, input }) => ctx.services.catalog.startItemsImport(ctx.user, input));
