import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './xlsx-rows';

const header = ['Item No.', 'Unit of Measure Code', 'Qty. per Unit of Measure'];

async function exceljsWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Units');
  sheet.addRow(header);
  sheet.addRow(['PART-100', 'EA', 1]);
  sheet.addRow(['PART-100', 'BOX', 10]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same parts stored in another order: `last` at the end, in the order given. */
async function reordered(buffer: Buffer, last: string[]): Promise<Buffer> {
  const source = await JSZip.loadAsync(buffer);
  const names = Object.keys(source.files).filter((name) => !source.files[name]!.dir);
  const order = [...names.filter((n) => !last.includes(n)), ...last];
  const out = new JSZip();
  for (const name of order) out.file(name, await source.file(name)!.async('uint8array'));
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const rowsOf = async (buffer: Buffer) => {
  const rows: Record<string, unknown>[] = [];
  await readFirstSheet('uom.xlsx', buffer, header, (_n, cells) => rows.push(cells));
  return rows;
};

describe('readFirstSheet', () => {
  const expected = [
    { 'Item No.': 'PART-100', 'Unit of Measure Code': 'EA', 'Qty. per Unit of Measure': 1 },
    { 'Item No.': 'PART-100', 'Unit of Measure Code': 'BOX', 'Qty. per Unit of Measure': 10 },
  ];

  it('reads the rows of a workbook as ExcelJS writes it', async () => {
    expect(await rowsOf(await exceljsWorkbook())).toEqual(expected);
  });

  // ExcelJS's streaming reader read a worksheet as it came, before a workbook.xml or shared strings
  // stored after it: the upload was refused as "not a readable .xlsx workbook" (exceljs#3064) or
  // its header row read without its strings ("missing the columns").
  it('reads a workbook whatever the order of its parts', async () => {
    const buffer = await exceljsWorkbook();
    const sheet = 'xl/worksheets/sheet1.xml';
    expect(await rowsOf(await reordered(buffer, ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', sheet, 'xl/workbook.xml']))).toEqual(expected);
    expect(await rowsOf(await reordered(buffer, [sheet, 'xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml']))).toEqual(expected);
  });

  it('reads the first tab of a workbook of several sheets, not another', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes').addRow(['Nothing here']);
    const units = wb.addWorksheet('Units');
    units.addRow(header);
    units.addRow(['PART-7', 'EA', 1]);
    // The tab order (ExcelJS keeps it in orderNo, which its types do not declare): Units first.
    Object.assign(wb.worksheets[0]!, { orderNo: 1 });
    Object.assign(units, { orderNo: 0 });
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await rowsOf(buffer)).toEqual([{ 'Item No.': 'PART-7', 'Unit of Measure Code': 'EA', 'Qty. per Unit of Measure': 1 }]);
  });
});
