import { CsvError, parse, type Options } from 'csv-parse/sync';
import { DomainError } from '../errors/domain-error';
import { oneLineName } from '../text/one-line-name';
import { quickEntryEchoMax, quickEntryMaxLines, quickEntryMessages, type QuickEntryRefusal } from './quick-entry-schemas';

/** A line read into its columns, not yet looked up in the catalog. */
export interface QuickEntryRow {
  /** 1 for the first line of the text (the header and blank lines counted). */
  line: number;
  /** The line as sent, for a refusal. */
  text: string;
  /** The first column: an item number or a part family's name, as typed. */
  item: string;
  quantity: number;
  /** Option name → value, as typed (trimmed). */
  options: Record<string, string>;
}

export interface QuickEntryReading {
  rows: QuickEntryRow[];
  /** Lines refused by their form alone (no item, a quantity that is not one, an option without a value). */
  refused: QuickEntryRefusal[];
}

/**
 * Each line is one record: commas or tabs (a spreadsheet's cells pasted) between columns, double
 * quotes around a column that holds either, a quote inside a column kept as typed (a size of 2").
 */
const csvOptions: Options = { delimiter: [',', '\t'], relax_quotes: true, relax_column_count: true, trim: true, skip_empty_lines: true };

/** A line with nothing but separators and spaces (a spreadsheet's empty row) is blank. */
const blankLine = /^[\s,;\t"]*$/;
const wholeNumber = /^\d+$/;
/** A first line naming its columns: 'Item Number, Qty', 'part #, quantity, options'… */
const itemHeading = /^(item|part|product|sku|family|number|no\.?|#)(?!\w)/i;
const quantityHeading = /^(qty\.?|quantity|quantities|amount|count|pieces|pcs)(?!\w)/i;

const echo = (line: string) => (line.length > quickEntryEchoMax ? `${line.slice(0, quickEntryEchoMax)}…` : line);

function cellsOf(line: string): string[] | undefined {
  try {
    const [record] = parse(line, csvOptions) as string[][];
    return record ?? [];
  } catch (error) {
    if (error instanceof CsvError) return undefined;
    throw error;
  }
}

/** The first line is a header when its quantity is not a number and a column names what it holds. */
function isHeader(cells: readonly string[]): boolean {
  const [item = '', quantity = ''] = cells;
  return !wholeNumber.test(quantity) && (itemHeading.test(item) || quantityHeading.test(quantity));
}

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

function quantityOf(cell: string | undefined): Parsed<number> {
  if (!cell) return { ok: false, reason: quickEntryMessages.noQuantity };
  const value = wholeNumber.test(cell) ? Number(cell) : 0;
  return value >= 1 ? { ok: true, value } : { ok: false, reason: quickEntryMessages.badQuantity(cell) };
}

/**
 * `name=value;name=value` from the third column on: options a spreadsheet split into columns of
 * their own read the same. Empty pieces (a trailing ;) are nothing; a name given twice is refused.
 */
function optionsOf(cells: readonly string[]): Parsed<Record<string, string>> {
  const options: Record<string, string> = {};
  const seen = new Set<string>();
  for (const piece of cells.flatMap((cell) => cell.split(';'))) {
    const text = piece.trim();
    if (!text) continue;
    const at = text.indexOf('=');
    const name = at > 0 ? text.slice(0, at).trim() : '';
    const value = at > 0 ? text.slice(at + 1).trim() : '';
    if (!name || !value) return { ok: false, reason: quickEntryMessages.optionWithoutValue(text) };
    if (seen.has(name.toLowerCase())) return { ok: false, reason: quickEntryMessages.optionTwice(name) };
    seen.add(name.toLowerCase());
    options[name] = value;
  }
  return { ok: true, value: options };
}

/**
 * Reads quick entry's text (issue 32, point 4) into rows, line by line: a line is one record, so
 * a quote left open refuses that line alone and every line keeps its number. Blank lines are
 * skipped; the first line is skipped when it names the columns. More than quickEntryMaxLines
 * lines, or none, is a 400 naming `lines`. A line's reason is its first problem, read left to
 * right: the item, the quantity, the options.
 */
export function readQuickEntryLines(text: string): QuickEntryReading {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  // Invisible controls that reorder text are dropped before reading, so no reason or echo carries them.
  const candidates = lines.map((line, i) => ({ line: i + 1, raw: oneLineName(line) })).filter(({ raw }) => !blankLine.test(raw));
  const first = candidates[0];
  const firstCells = first ? cellsOf(first.raw) : undefined;
  const data = firstCells && isHeader(firstCells) ? candidates.slice(1) : candidates;
  if (data.length === 0) throw new DomainError('BAD_INPUT', quickEntryMessages.empty, { lines: quickEntryMessages.empty });
  if (data.length > quickEntryMaxLines) {
    const message = quickEntryMessages.tooMany(data.length);
    throw new DomainError('BAD_INPUT', message, { lines: message });
  }

  const rows: QuickEntryRow[] = [];
  const refused: QuickEntryRefusal[] = [];
  for (const { line, raw } of data) {
    const refuse = (reason: string) => refused.push({ line, text: echo(raw), reason });
    const cells = line === first?.line ? firstCells : cellsOf(raw);
    if (!cells) {
      refuse(quickEntryMessages.unreadable);
      continue;
    }
    const [item = '', quantityCell, ...optionCells] = cells;
    if (!item) {
      refuse(quickEntryMessages.noItem);
      continue;
    }
    const quantity = quantityOf(quantityCell);
    if (!quantity.ok) {
      refuse(quantity.reason);
      continue;
    }
    const options = optionsOf(optionCells);
    if (!options.ok) {
      refuse(options.reason);
      continue;
    }
    rows.push({ line, text: echo(raw), item, quantity: quantity.value, options: options.value });
  }
  return { rows, refused };
}
