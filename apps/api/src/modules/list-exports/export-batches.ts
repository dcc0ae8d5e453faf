/** One page of a list as an export reads it: its rows and how many the filters match in all. */
export interface ExportPage<Row> {
  items: Row[];
  total: number;
}

/** Reads the list's page at `offset` of `limit` rows, with the list's own filters, sort and access. */
export type ReadExportPage<Row> = (window: { offset: number; limit: number }) => Promise<ExportPage<Row>>;

export interface ExportReading {
  /** Rows per page read: never more than this many rows are held at once. */
  batchSize: number;
  /** The most rows the export holds. */
  maxRows: number;
  /** Aborted when the client goes away: no page is read after it. */
  signal: AbortSignal;
}

/** Rows handed on at once: a slice of a page. */
const sliceSize = 100;

/** An export whose first page is read: what the answer's headers say, and the rows in batches. */
export interface OpenedExport<Row> {
  /** How many rows the filters matched when the first page was read. */
  total: number;
  /** More rows matched than the export holds (`maxRows`). */
  truncated: boolean;
  /** The rows in list order, in slices of at most 100. */
  batches: AsyncGenerator<Row[], void, undefined>;
}

/**
 * Reads the list page after page, as its own pages are read (the same query, the same sort with
 * the id last, so pages do not overlap), `batchSize` rows at a time and at most `maxRows` in all.
 * The first page is read here, before anything is sent: a refusal or a failure of the list is
 * answered as the list answers it. Rows written or deleted while an export runs may shift a later
 * page by as many rows (docs/decisions/exports.md).
 */
export async function openExportBatches<Row>(read: ReadExportPage<Row>, reading: ExportReading): Promise<OpenedExport<Row>> {
  const { batchSize, maxRows, signal } = reading;
  const firstLimit = Math.min(batchSize, maxRows);
  const first = await read({ offset: 0, limit: firstLimit });
  async function* batches(): AsyncGenerator<Row[], void, undefined> {
    let page = first;
    let requested = firstLimit;
    let offset = 0;
    for (;;) {
      const count = page.items.length;
      // Handed on in slices taken out of the page: the rows written are let go while the rest of the page waits, so each
      // row dies young (a whole page kept until its last row is written outlived the collector's young generation, and a
      // 50,000-row export left 45 MB of it in the old one).
      while (page.items.length > 0) yield page.items.splice(0, sliceSize);
      offset += count;
      // The last page: an empty one, a short one past the total (a list drops a row deleted
      // between its two reads, so a short page alone does not end it), or the cap.
      const done = count === 0 || (count < requested && offset >= page.total);
      requested = Math.min(batchSize, maxRows - offset);
      if (done || requested <= 0 || signal.aborted) return;
      page = await read({ offset, limit: requested });
      if (signal.aborted) return;
    }
  }
  return { total: first.total, truncated: first.total > maxRows, batches: batches() };
}
