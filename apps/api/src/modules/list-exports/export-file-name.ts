import type { ExportFormat } from '@portal/domain/paging/list-export';

/** The query parameters that order the rows rather than choose them: not in the file's name. */
const notFilters = new Set(['orderBy', 'sortOrder', 'format']);

/** A filter as a part of a file name: `status-submitted-approved`, `filter-acme-inc` (letters and digits of any script kept). */
function filterPart(name: string, value: unknown): string {
  return `${name}-${String(value)}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The export's file name: the list, the day (UTC) and the filters set, in the query's order:
 * `orders 2026-12-07 status-submitted.csv`. Content-Disposition carries it (content-disposition.ts).
 */
export function exportFileName(list: string, filters: Record<string, unknown>, format: ExportFormat, now: Date = new Date()): string {
  const parts = Object.entries(filters)
    .filter(([name, value]) => !notFilters.has(name) && value !== undefined && value !== null && value !== '')
    .map(([name, value]) => filterPart(name, value))
    .filter(Boolean);
  return `${[list, now.toISOString().slice(0, 10), ...parts].join(' ')}.${format}`;
}
