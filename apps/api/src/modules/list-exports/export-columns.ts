import type { Cents } from '@portal/domain/money/money';

/**
 * What a column holds, which decides how each format writes it:
 * - text (the default): as it is (a CSV cell that a spreadsheet would run as a formula is neutralized, see csvCell);
 * - date: an ISO 8601 timestamp in UTC, as the lists answer it (text in both formats: a workbook
 *   written without styles would show a date cell as a bare serial number);
 * - money: integer cents of the row's currency (a currency column stands beside it), written as a
 *   decimal with the currency's two places (CSV 1234.50, a number cell in the workbook);
 * - count: a whole number; flag: true or false.
 */
export type ExportCellKind = 'text' | 'date' | 'money' | 'count' | 'flag';

type CellValue = string | number | boolean | null | undefined;

/** One column of an export: its header (the list page's label) and the row's value. */
export interface ExportColumn<Row> {
  header: string;
  kind?: ExportCellKind;
  value(row: Row): CellValue;
}

/** Cents as a decimal string with two places, exactly (no floating point): -5 → "-0.05". */
export function decimalOf(cents: Cents): string {
  const whole = Math.trunc(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, tab or carriage return first) is
 * prefixed with an apostrophe in CSV (OWASP's advice against CSV injection): an order name typed by
 * a dealer never runs in an administrator's spreadsheet. The workbook needs none: its text cells
 * are never formulas.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The cell as CSV writes it. */
export function csvCell(kind: ExportCellKind, value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return decimalOf(value);
  const text = String(value);
  return kind === 'text' && formulaStart.test(text) ? `'${text}` : text;
}

/** The cell as the workbook writes it: money and counts as numbers, flags as booleans, the rest as text. */
export function xlsxCell(kind: ExportCellKind, value: CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (kind === 'money' && typeof value === 'number') return Number(decimalOf(value));
  if (kind === 'count' || kind === 'flag') return value;
  return String(value);
}
