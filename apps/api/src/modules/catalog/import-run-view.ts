import type { ImportRunRow } from '@portal/db/queries/catalog';
import { ZImportRun, type ImportRun } from '@portal/domain/data-management/import-run';

/** An import run as the admin page shows it: progress while running, counts once done (ZImportRun). */
export function importRunView(run: ImportRunRow): ImportRun {
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    source: run.source,
    mode: run.mode,
    progress: run.progress,
    counts: { inserted: run.inserted, updated: run.updated, deactivated: run.deactivated, unchanged: run.unchanged },
    entityCounts: run.entityCounts,
    errorMessage: run.errorMessage,
    startedBy: run.startedBy,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** The 202 of an import start (items or customers): the run, and where to poll it. */
export const importStarted = ZImportRun.meta({
  description: 'Started: the run, status running. Poll it at the Location until its status is succeeded or failed',
  headers: { Location: { type: 'string', description: 'The run: /api/admin/import/runs/{id}' } },
});

export const importRunningError = 'An import of this kind is already running (code IMPORT_RUNNING): poll its run and try again when it has finished';
