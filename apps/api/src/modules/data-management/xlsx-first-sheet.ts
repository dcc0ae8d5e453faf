import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type yauzl from 'yauzl';
import { openZip } from './xlsx-guard';

/**
 * The part parsers of ExcelJS's streaming WorkbookReader (exceljs 4.4.0), driven here in the order
 * a worksheet needs them. Its own `parse()` reads the zip front to back in one stream and reads a
 * worksheet as it arrives: a workbook storing xl/workbook.xml or the shared strings after its
 * sheets was refused as unreadable, or read with its strings missing, now and then, depending on
 * timing (exceljs#3064; ExcelJS's own writer stores them so).
 */
interface WorkbookPartParsers {
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(part: AsyncIterable<unknown>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const sheetPart = /^xl\/worksheets\/sheet(\d+)\.xml$/;

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function openPart(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));
}

/** The part of the workbook's first sheet (its first tab), or else of the lowest-numbered worksheet. */
function firstSheetPart(parsers: WorkbookPartParsers, entries: Map<string, yauzl.Entry>): string | undefined {
  const rId = parsers.model?.sheets?.[0]?.rId;
  const target = parsers.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  const named = target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  if (named !== undefined && sheetPart.test(named) && entries.has(named)) return named;
  const numbered = [...entries.keys()].filter((name) => sheetPart.test(name));
  return numbered.sort((a, b) => Number(sheetPart.exec(a)![1]) - Number(sheetPart.exec(b)![1]))[0];
}

/**
 * The rows of the first worksheet of an .xlsx already checked by checkXlsxZip, one at a time (the
 * zip's directory gives each part; the sheet is inflated as its rows are read), or undefined when
 * the workbook has no worksheet. Relations, workbook and shared strings are read first.
 */
export async function firstSheetRows(buffer: Buffer): Promise<AsyncIterable<ExcelJS.Row> | undefined> {
  const zip = await openZip(buffer);
  const entries = await listEntries(zip);
  const options = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' } as const;
  // The reader is made for its part parsers only: its own input is never read.
  const parsers = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), options) as unknown as WorkbookPartParsers;
  const part = (name: string) => openPart(zip, entries.get(name)!);
  if (entries.has('xl/_rels/workbook.xml.rels')) await parsers._parseRels(await part('xl/_rels/workbook.xml.rels'));
  if (entries.has('xl/workbook.xml')) await parsers._parseWorkbook(await part('xl/workbook.xml'));
  if (entries.has('xl/sharedStrings.xml')) for await (const _ of parsers._parseSharedStrings(await part('xl/sharedStrings.xml')));
  const sheet = firstSheetPart(parsers, entries);
  if (sheet === undefined) return undefined;
  const [event] = parsers._parseWorksheet(await part(sheet), sheetPart.exec(sheet)![1]!);
  return event?.value;
}
