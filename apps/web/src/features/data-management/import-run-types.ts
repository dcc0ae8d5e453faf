/** An import run as catalog.importRun returns it (apps/api/src/modules/catalog/import-run-view.ts). */
export interface ImportRun {
  id: string;
  status: 'running' | 'succeeded' | 'failed';
  progress: Record<string, { fetched: number; total: number | null }>;
  counts: { inserted: number; updated: number; deactivated: number; unchanged: number };
  errorMessage: string | null;
}

/**
 * Percent done over the entity sets whose total the ERP announced; null while nothing is
 * known (the bar then runs striped). A finished run is 100.
 */
export function importPercent(run: Pick<ImportRun, 'status' | 'progress'>): number | null {
  if (run.status !== 'running') return 100;
  let fetched = 0;
  let total = 0;
  for (const entity of Object.values(run.progress)) {
    if (entity.total === null || entity.total === 0) continue;
    fetched += Math.min(entity.fetched, entity.total);
    total += entity.total;
  }
  return total === 0 ? null : Math.round((fetched / total) * 100);
}
