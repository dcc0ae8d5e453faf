import { Workbook } from 'exceljs';

/** A row of dataManagement.portalItems. */
export interface PortalItemRow {
  number: string;
  displayName: string;
  displayName2: string | null;
  itemCategoryCode: string;
  attributes: Record<string, string> | string | null;
  usdPrice: number | null;
  cadPrice: number | null;
}

function attributesText(attributes: PortalItemRow['attributes']): string {
  if (!attributes) return '';
  if (typeof attributes === 'string') return attributes;
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

/** The Portal Items Export workbook; loaded with a dynamic import so exceljs stays out of the main bundle. */
export function buildPortalItemsWorkbook(rows: PortalItemRow[]): Workbook {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Portal Items');
  sheet.columns = [
    { header: 'Number', key: 'number', width: 18 },
    { header: 'Display Name', key: 'displayName', width: 40 },
    { header: 'Display Name 2', key: 'displayName2', width: 30 },
    { header: 'Item Category', key: 'itemCategoryCode', width: 16 },
    { header: 'Attributes', key: 'attributes', width: 50 },
    { header: 'USD Price', key: 'usdPrice', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'CAD Price', key: 'cadPrice', width: 12, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({ ...row, displayName2: row.displayName2 ?? '', attributes: attributesText(row.attributes) });
  }
  return workbook;
}
