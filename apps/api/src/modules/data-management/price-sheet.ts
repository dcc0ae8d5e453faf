import ExcelJS from 'exceljs';
import { DomainError } from '@portal/domain/errors/domain-error';
import {
  buildPriceSheet,
  onlyPriceSheetFilesMessage,
  parseSalesPriceRow,
  parseUomRow,
  priceSheetColumns,
  priceSheetInputNames,
  priceSheetInputs,
  type PriceSheetInputName,
  type SalesPriceRow,
  type UomRow,
} from '@portal/domain/data-management/price-sheet';
import { checkXlsxZip } from './xlsx-guard';
import { readFirstSheet } from './xlsx-rows';

/** The upload's file name as the generator knows it, or undefined for anything else. */
export function priceSheetInputName(fileName: string | undefined): PriceSheetInputName | undefined {
  const name = (fileName ?? '').trim().toLowerCase();
  return (priceSheetInputNames as string[]).includes(name) ? (name as PriceSheetInputName) : undefined;
}

/**
 * The sales price sheet from uom.xlsx and salesprice.xlsx (portal.md §5, §9): each upload's zip is
 * checked before it is parsed, then streamed with a row cap; the output is built in memory (its
 * size follows from the capped inputs).
 */
export async function generatePriceSheet(files: Map<PriceSheetInputName, Buffer>): Promise<Buffer> {
  for (const name of priceSheetInputNames) {
    if (!files.has(name)) throw new DomainError('BAD_INPUT', `${onlyPriceSheetFilesMessage}: upload both (${name} is missing)`, { [name]: 'Missing' });
  }
  for (const [name, buffer] of files) await checkXlsxZip(name, buffer);

  const uoms: UomRow[] = [];
  await readFirstSheet('uom.xlsx', files.get('uom.xlsx')!, priceSheetInputs['uom.xlsx'], (row, cells) => {
    const parsed = parseUomRow(row, cells);
    if (parsed) uoms.push(parsed);
  });
  const prices: SalesPriceRow[] = [];
  await readFirstSheet('salesprice.xlsx', files.get('salesprice.xlsx')!, priceSheetInputs['salesprice.xlsx'], (row, cells) => {
    const parsed = parseSalesPriceRow(row, cells);
    if (parsed) prices.push(parsed);
  });
  const rows = buildPriceSheet(uoms, prices);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales Prices');
  sheet.columns = priceSheetColumns.map((header) => ({ header, key: header, width: header === 'Sales Type' ? 22 : 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('Starting Date').numFmt = 'yyyy-mm-dd';
  sheet.getColumn('Unit Price').numFmt = '0.00';
  for (const r of rows) {
    sheet.addRow({
      'Sales Type': r.salesType,
      'Sales Code': r.salesCode,
      'Item No.': r.itemNo,
      'Unit of Measure Code': r.unitOfMeasureCode,
      'Starting Date': new Date(`${r.startingDate}T00:00:00Z`),
      'Currency Code': r.currencyCode,
      'Unit Price': r.unitPriceCents / 100,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
