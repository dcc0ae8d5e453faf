import type { ImportRunRow } from '@portal/db/queries/catalog';

/** An import run as the admin page shows it: progress while running, counts once done. */
export function importRunView(run: ImportRunRow) {
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

export type ImportRunView = ReturnType<typeof importRunView>;
