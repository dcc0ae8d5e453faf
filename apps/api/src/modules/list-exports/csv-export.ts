import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { csvCell, type ExportColumn } from './export-columns';

/**
 * Writes the rows as CSV to `out`: the header row, then one record per row, quoted where a field
 * needs it (RFC 4180), rows ending in LF. Each slice of rows is turned into text by csv-stringify at
 * once (its stream, record by record, kept each slice alive through several young-generation
 * collections) and written; the next slice is read only once `out` has room, so a slow client holds
 * the reading, not the server's memory. An aborted signal stops it before the next slice.
 */
export async function writeCsv<Row>(columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>, out: Writable, signal: AbortSignal): Promise<void> {
  const options = { columns: columns.map((c) => c.header), header: true };
  for await (const batch of batches) {
    const text = stringify(
      batch.map((row) => columns.map((c) => csvCell(c.kind ?? 'text', c.value(row)))),
      options,
    );
    options.header = false;
    if (!out.write(text)) await once(out, 'drain', { signal });
    signal.throwIfAborted();
  }
  // An empty list: the header row alone.
  if (options.header) out.write(stringify([], options));
  out.end();
}
