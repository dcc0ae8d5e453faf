import { PassThrough, Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { openExportBatches, type ReadExportPage } from './export-batches';
import { csvCell, decimalOf, type ExportColumn } from './export-columns';
import { exportFileName } from './export-file-name';
import { writeCsv } from './csv-export';
import { writeXlsx } from './xlsx-export';

interface Row {
  n: number;
  name: string;
  cents: number;
}

/** A list of `total` rows read by pages, counting the reads and the rows asked for at once. */
function fakeList(total: number) {
  const reads: { offset: number; limit: number }[] = [];
  const read: ReadExportPage<Row> = async ({ offset, limit }) => {
    reads.push({ offset, limit });
    await nextTurn();
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
      n: offset + i,
      name: `Row ${offset + i} ${'x'.repeat(40)}`,
      cents: (offset + i) * 101,
    }));
    return { items, total };
  };
  return { read, reads };
}

const columns: ExportColumn<Row>[] = [
  { header: 'N', kind: 'count', value: (r) => r.n },
  { header: 'Name', value: (r) => r.name },
  { header: 'Total', kind: 'money', value: (r) => r.cents },
];

const reading = (signal = new AbortController().signal, batchSize = 100, maxRows = 100_000) => ({ batchSize, maxRows, signal });

async function collect(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of out) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('reading a list for an export', () => {
  it('reads page after page of the batch size until a short page, holding one page at a time', async () => {
    const { read, reads } = fakeList(250);
    const opened = await openExportBatches(read, reading());
    expect(opened).toMatchObject({ total: 250, truncated: false });
    const sizes: number[] = [];
    for await (const batch of opened.batches) sizes.push(batch.length);
    expect(sizes).toEqual([100, 100, 50]);
    expect(reads).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
      { offset: 200, limit: 100 },
    ]);
  });

  it('stops at the cap and says the export is cut', async () => {
    const { read, reads } = fakeList(1000);
    const opened = await openExportBatches(read, reading(undefined, 100, 250));
    expect(opened).toMatchObject({ total: 1000, truncated: true });
    let rows = 0;
    for await (const batch of opened.batches) rows += batch.length;
    expect(rows).toBe(250);
    expect(reads.at(-1)).toEqual({ offset: 200, limit: 50 });
  });

  it('an exact number of pages ends on an empty read; an empty list on none', async () => {
    const { read, reads } = fakeList(200);
    let rows = 0;
    for await (const batch of (await openExportBatches(read, reading())).batches) rows += batch.length;
    expect(rows).toBe(200);
    expect(reads).toHaveLength(3);
    const empty = fakeList(0);
    const nothing = await openExportBatches(empty.read, reading());
    expect(nothing.total).toBe(0);
    for await (const batch of nothing.batches) expect(batch).toEqual([]);
    expect(empty.reads).toHaveLength(1);
  });
});

describe('cells', () => {
  it('money is a decimal with two places, exactly', () => {
    expect([decimalOf(0), decimalOf(5), decimalOf(123456), decimalOf(-1999), decimalOf(10)]).toEqual(['0.00', '0.05', '1234.56', '-19.99', '0.10']);
    expect(csvCell('money', 900_719_925_474_099)).toBe('9007199254740.99');
  });

  it('a text cell a spreadsheet would run is neutralized in CSV; other kinds are left alone', () => {
    expect(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', 'plain'].map((text) => csvCell('text', text))).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2",
      "'@cmd",
      "'\tx",
      'plain',
    ]);
    expect(csvCell('money', -250)).toBe('-2.50');
    expect(csvCell('text', null)).toBe('');
  });
});

describe('file names', () => {
  it('name the list, the day and the filters set, not the sort', () => {
    const day = new Date('2026-12-07T23:30:00Z');
    expect(exportFileName('orders', { status: 'SUBMITTED', orderBy: 'dealer', sortOrder: 'asc' }, 'csv', day)).toBe('orders 2026-12-07 status-submitted.csv');
    expect(exportFileName('orders', { status: 'SUBMITTED,APPROVED', filter: 'Müller & Söhne', currency: undefined }, 'xlsx', day)).toBe(
      'orders 2026-12-07 status-submitted-approved filter-müller-söhne.xlsx',
    );
    expect(exportFileName('users', {}, 'csv', day)).toBe('users 2026-12-07.csv');
  });
});

describe('writing an export', () => {
  it('CSV: the header row, then every row', async () => {
    const { read } = fakeList(230);
    const out = new PassThrough();
    const signal = new AbortController().signal;
    const [, bytes] = await Promise.all([writeCsv(columns, (await openExportBatches(read, reading(signal))).batches, out, signal), collect(out)]);
    const rows = parse(bytes.toString()) as string[][];
    expect(rows[0]).toEqual(['N', 'Name', 'Total']);
    expect(rows).toHaveLength(231);
    expect(rows[230]).toEqual(['229', `Row 229 ${'x'.repeat(40)}`, '231.29']);
  });

  it('xlsx: one sheet, the header in row 1, money and counts as numbers', async () => {
    const { read } = fakeList(230);
    const out = new PassThrough();
    const signal = new AbortController().signal;
    const [, bytes] = await Promise.all([writeXlsx(columns, (await openExportBatches(read, reading(signal))).batches, out, signal, 'rows'), collect(out)]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('rows');
    expect(sheet?.rowCount).toBe(231);
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(['N', 'Name', 'Total']);
    expect((sheet?.getRow(231).values as unknown[]).slice(1)).toEqual([229, `Row 229 ${'x'.repeat(40)}`, 231.29]);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: a client that stops reading stops the reading, and one that goes away ends it`, async () => {
      const { read, reads } = fakeList(100_000);
      const controller = new AbortController();
      // Nobody reads `out`: as a client that stopped reading, its socket full.
      const out = new PassThrough();
      const batches = (await openExportBatches(read, reading(controller.signal))).batches;
      const written = format === 'csv' ? writeCsv(columns, batches, out, controller.signal) : writeXlsx(columns, batches, out, controller.signal, 'rows');
      written.catch(() => undefined);
      for (let i = 0; i < 200; i++) await nextTurn();
      const stalledAt = reads.length;
      expect(stalledAt).toBeLessThan(50);
      for (let i = 0; i < 200; i++) await nextTurn();
      expect(reads.length).toBe(stalledAt);
      // The client goes away: the response closes, the signal aborts, the stream is destroyed.
      controller.abort(new Error('the client went away'));
      out.destroy();
      await expect(written).rejects.toThrow();
      const endedAt = reads.length;
      for (let i = 0; i < 50; i++) await nextTurn();
      expect(reads.length).toBe(endedAt);
      expect(endedAt).toBeLessThanOrEqual(stalledAt + 1);
    });
  }

  it('a slow reader gets every row, the rows read only as it takes them', async () => {
    const { read, reads } = fakeList(3000);
    const signal = new AbortController().signal;
    let received = 0;
    let readsWhenHalf = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (readsWhenHalf === 0 && received > 60_000) readsWhenHalf = reads.length;
        setImmediate(done);
      },
    });
    await writeCsv(columns, (await openExportBatches(read, reading(signal))).batches, slow, signal);
    expect(reads.length).toBe(31);
    expect(readsWhenHalf).toBeLessThan(31);
  });
});
