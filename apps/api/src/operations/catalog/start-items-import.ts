import { ZStartImportInput } from '@portal/domain/catalog/catalog-inputs';
import { ZImportRun, type ImportRun } from '@portal/domain/data-management/import-run';
import { importRunningError, importStarted } from '../../modules/catalog/import-run-view';
import { defineOperation } from '../operation';
import { forData, importAccess, notForData } from './catalog-access';

/** Starts an import of the catalog in the background and answers its run (status running); poll catalog.importRun. */
export const startItemsImport = defineOperation({
  summary: 'Start an ERP import of items, prices, BOMs and customers; poll the run it answers',
  description:
    'Runs in the background: answers 202 with the run (status running) and its Location. ' +
    `Incremental (only what changed since the last successful import) when the ERP can filter, unless full=true. ${forData}`,
  access: importAccess,
  kind: 'mutation',
  input: ZStartImportInput.optional(),
  output: ZImportRun,
  rest: {
    // GET, as the integrators' path has always been, though it starts a run.
    method: 'GET',
    path: '/api/admin/import/items',
    operationId: 'startItemsImport',
    tag: 'Catalog',
    answers: 'Started: the run, status running',
    query: ZStartImportInput,
    errors: { 403: notForData, 409: importRunningError },
    // The 202 names the run to poll in its Location header.
    reply: {
      schemas: { 202: importStarted },
      send: (reply, run: ImportRun) => reply.status(202).header('location', `/api/admin/import/runs/${run.id}`).send(run),
    },
  },
  run: (services, caller, input) => services.catalog.startItemsImport(caller, input),
});
