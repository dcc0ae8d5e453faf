import { z } from 'zod';

/**
 * A list's export (docs/api.md "Exports"): the list's own path with /export appended, the list's
 * query without its paging, and `format`. Every row the filters match, in the list's order, up to
 * `exportMaxRows`.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatMessage = 'format must be csv or xlsx';

/**
 * The most rows one export holds: a request's work is bounded whatever the filters. A list that
 * matches more is cut there, and the answer says so (X-Export-Truncated: true).
 */
export const exportMaxRows = 100_000;

export const ZExportFormat = z
  .enum(exportFormats, { error: exportFormatMessage })
  .describe('csv: UTF-8 comma-separated values (RFC 4180) with a header row; xlsx: an Excel workbook of one sheet, the header in row 1');

/** The query of a list's export: the list's own filters and sort (validated alike), without its paging (offset, limit), and the format. */
export function exportQueryOf<Shape extends z.ZodRawShape>(listQuery: z.ZodObject<Shape>) {
  const { offset: _offset, limit: _limit, ...filters } = listQuery.shape;
  return z.object({ ...(filters as Omit<Shape, 'offset' | 'limit'>), format: ZExportFormat });
}
