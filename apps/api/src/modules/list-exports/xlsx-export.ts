import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { xlsxCell, type ExportColumn } from './export-columns';

/**
 * The streams a sheet's XML waits in before it is zipped. ExcelJS writes each committed row into
 * its own buffer without waiting (StreamBuf ignores backpressure), which the zip reads through a
 * stream of its own (archiver's): that stream's buffer is the backlog. Read from ExcelJS's
 * internals (4.4), so an absent one only leaves `out`'s own backpressure.
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): Writable[] {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes.filter((p): p is Writable => typeof (p as Writable | null)?.writableNeedDrain === 'boolean') : [];
}

/** Waits until each stream has room again (its buffer under its high-water mark). */
async function drained(streams: Writable[], signal: AbortSignal): Promise<void> {
  for (const stream of streams) if (stream.writableNeedDrain && !stream.destroyed) await once(stream, 'drain', { signal });
}

/**
 * Writes the rows as an .xlsx workbook of one sheet to `out`, through ExcelJS's streaming writer
 * (no styles, no shared strings: nothing grows with the rows): the header in row 1, each row
 * committed as it is written. After each batch it waits until the zip and `out` have taken it, so
 * at most a batch waits in memory; an aborted signal stops it before the next batch.
 */
export async function writeXlsx<Row>(
  columns: ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  out: Writable,
  signal: AbortSignal,
  sheetName: string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(columns.map((c) => c.header)).commit();
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(columns.map((c) => xlsxCell(c.kind ?? 'text', c.value(row)))).commit();
    await drained([...sheetBacklog(sheet), out], signal);
  }
  signal.throwIfAborted();
  sheet.commit();
  // The commit ends when `out` finishes, which a destroyed `out` never does: the abort ends the wait.
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
  aborted.catch(() => undefined);
  await Promise.race([workbook.commit(), aborted]);
}
