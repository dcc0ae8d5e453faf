import { ZImportRunInput } from '@portal/domain/catalog/catalog-inputs';
import { ZImportRun } from '@portal/domain/data-management/import-run';
import { defineOperation } from '../operation';
import { forData, importAccess, notForData } from './catalog-access';

/** One import run (items or customers): progress while it runs, counts or the error once over. */
export const getImportRun = defineOperation({
  summary: 'An import run: progress while running, counts or the error once over',
  description: `Items and customers imports alike. ${forData}`,
  access: importAccess,
  kind: 'query',
  input: ZImportRunInput,
  output: ZImportRun,
  rest: {
    method: 'GET',
    path: '/api/admin/import/runs/:id',
    operationId: 'getImportRun',
    tag: 'Catalog',
    answers: 'The run',
    params: ZImportRunInput,
    errors: { 403: notForData, 404: 'No import run has this id' },
  },
  run: (services, _caller, input) => services.catalog.importRun(input.id),
});
