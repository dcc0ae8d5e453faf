import { ZImportRun, type ImportRun } from '@portal/domain/data-management/import-run';
import { defineOperation } from '../operation';
import { importRunningError, importStarted } from '../../modules/catalog/import-run-view';

/** Starts a customers import in the background and answers its run (status running); poll catalog.importRun. */
export const startCustomersImport = defineOperation({
  summary: 'Start an ERP import of customers and their price groups; poll the run it answers',
  description:
    'Runs in the background: answers 202 with the run (status running) and its Location (/api/admin/import/runs/{id}). ' +
    "Always full; tiers and sender/receiver flags are the portal's and stay. Super admins only: portal.md §2 lists Import Customers as disabled, " +
    'so the page keeps it for super admins, behind a confirmation.',
  access: 'superAdmin',
  kind: 'mutation',
  output: ZImportRun,
  rest: {
    // GET, as the integrators' path has always been, though it starts a run.
    method: 'GET',
    path: '/api/admin/import/customers',
    operationId: 'startCustomersImport',
    tag: 'Data management',
    answers: 'Started: the run, status running',
    errors: { 403: 'Not a super admin', 409: importRunningError },
    // The 202 names the run to poll in its Location header.
    reply: {
      schemas: { 202: importStarted },
      send: (reply, run: ImportRun) => reply.status(202).header('location', `/api/admin/import/runs/${run.id}`).send(run),
    },
  },
  run: (services, caller) => services.dataManagement.startCustomersImport(caller),
});
