import { DomainError } from '@portal/domain/errors/domain-error';
import { firstSheetRows } from './xlsx-first-sheet';

/** Rows read from one upload at most (the header included); beyond it the upload is refused. */
export const maxSheetRows = 50_000;

/** A cell's plain value: formulas give their result, rich text and hyperlinks their text. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
  if ('result' in v) return plain(v.result);
  if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
  if ('text' in v) return plain(v.text);
  return undefined;
}

/**
 * Streams the first worksheet of an .xlsx already checked by checkXlsxZip (one row in memory at
 * a time: xlsx-first-sheet.ts) and calls `onRow` with each data row keyed by the header names
 * of row 1. Refuses a workbook without a worksheet, a header row missing a required
 * column, and more than maxSheetRows rows.
 */
export async function readFirstSheet(
  file: string,
  buffer: Buffer,
  columns: readonly string[],
  onRow: (rowNumber: number, cells: Record<string, unknown>) => void,
): Promise<void> {
  try {
    const rows = await firstSheetRows(buffer);
    if (rows === undefined) throw new DomainError('BAD_INPUT', `${file} has no worksheet`, { [file]: 'No worksheet' });
    let positions: Map<string, number> | undefined;
    let count = 0;
    for await (const row of rows) {
      count += 1;
      if (count > maxSheetRows || row.number > maxSheetRows) {
        throw new DomainError('TOO_LARGE', `${file} has more than ${maxSheetRows} rows`, { [file]: `More than ${maxSheetRows} rows` });
      }
      const values = row.values as unknown[];
      if (!positions) {
        if (row.number !== 1) break;
        positions = new Map();
        values.forEach((v, i) => {
          const name = String(plain(v) ?? '').trim();
          if (name && !positions!.has(name)) positions!.set(name, i);
        });
        const missing = columns.filter((c) => !positions!.has(c));
        if (missing.length > 0) {
          const reason = `is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} in row 1 of its first sheet`;
          throw new DomainError('BAD_INPUT', `${file} ${reason}`, { [file]: reason });
        }
        continue;
      }
      const cells: Record<string, unknown> = {};
      for (const c of columns) cells[c] = plain(values[positions.get(c)!]);
      onRow(row.number, cells);
    }
    if (!positions) {
      const reason = `has no header row (row 1 of its first sheet must name the columns ${columns.join(', ')})`;
      throw new DomainError('BAD_INPUT', `${file} ${reason}`, { [file]: reason });
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw new DomainError('BAD_INPUT', `${file} is not a readable .xlsx workbook`, { [file]: 'Not a readable .xlsx workbook' });
  }
}
