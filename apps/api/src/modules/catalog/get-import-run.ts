import { ZImportRunInput } from '@portal/domain/catalog/catalog-inputs';
import { dataManagementProcedure } from './catalog-procedures';

/** One import run: progress while it runs, counts or the error once over. */
export const getImportRun = dataManagementProcedure
  .input(ZImportRunInput)
  .query(({ ctx, input }) => ctx.services.catalog.importRun(input.id));
