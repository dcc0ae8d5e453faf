import { DomainError } from '../errors/domain-error';

/** The two uploads the generator accepts (portal.md §5) and the columns it reads from each (first sheet, header row 1). */
export const priceSheetInputs = {
  'uom.xlsx': ['Item No.', 'Unit of Measure Code', 'Qty. per Unit of Measure'],
  'salesprice.xlsx': ['Item No.', 'Unit of Measure Code', 'Unit Price USD', 'Unit Price CAD'],
} as const;
export type PriceSheetInputName = keyof typeof priceSheetInputs;
export const priceSheetInputNames = Object.keys(priceSheetInputs) as PriceSheetInputName[];
export const onlyPriceSheetFilesMessage = 'Only uom.xlsx and salesprice.xlsx are accepted';

/** The generated sheet's columns, in order (the ERP's Sales Price import layout). */
export const priceSheetColumns = ['Sales Type', 'Sales Code', 'Item No.', 'Unit of Measure Code', 'Starting Date', 'Currency Code', 'Unit Price'] as const;
/** Imported prices start on a placeholder date (portal.md §9). */
export const priceSheetStartingDate = '2022-01-01';
export const priceSheetCurrencies = ['CAD', 'USD'] as const;
/** The generated sheet holds at most this many rows; more is refused rather than built. */
export const maxPriceSheetRows = 200_000;

export interface UomRow {
  row: number;
  itemNo: string;
  code: string;
  qtyPerUnit: number;
}
export interface SalesPriceRow {
  row: number;
  itemNo: string;
  code: string;
  usdCents: number | null;
  cadCents: number | null;
}
export interface PriceSheetRow {
  salesType: 'Customer Price Group';
  salesCode: 'CAD' | 'USD';
  itemNo: string;
  unitOfMeasureCode: string;
  startingDate: string;
  currencyCode: 'CAD' | 'USD';
  unitPriceCents: number;
}

const refuse = (file: PriceSheetInputName, message: string): never => {
  throw new DomainError('BAD_INPUT', `${file}: ${message}`, { [file]: message });
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A cell as a number, or undefined when it is not one (text numbers from a CSV-made sheet are accepted). */
function numeric(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const s = text(v).replace(/,/g, '');
  if (s === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** One uom.xlsx row; blank rows (no item number) return undefined. */
export function parseUomRow(row: number, cells: Record<string, unknown>): UomRow | undefined {
  const itemNo = text(cells['Item No.']);
  if (!itemNo) return undefined;
  const code = text(cells['Unit of Measure Code']);
  if (!code) refuse('uom.xlsx', `row ${row}: Unit of Measure Code is empty`);
  const qty = numeric(cells['Qty. per Unit of Measure']);
  if (qty === undefined || qty <= 0) refuse('uom.xlsx', `row ${row}: Qty. per Unit of Measure must be a number above 0`);
  return { row, itemNo, code, qtyPerUnit: qty as number };
}

/** One salesprice.xlsx row; blank rows return undefined; an empty price means "no price in that currency". */
export function parseSalesPriceRow(row: number, cells: Record<string, unknown>): SalesPriceRow | undefined {
  const itemNo = text(cells['Item No.']);
  if (!itemNo) return undefined;
  const code = text(cells['Unit of Measure Code']);
  if (!code) refuse('salesprice.xlsx', `row ${row}: Unit of Measure Code is empty`);
  const price = (column: 'Unit Price USD' | 'Unit Price CAD') => {
    if (text(cells[column]) === '') return null;
    const n = numeric(cells[column]);
    if (n === undefined || n < 0) return refuse('salesprice.xlsx', `row ${row}: ${column} must be a number of 0 or more`);
    return Math.round(n * 100);
  };
  return { row, itemNo, code, usdCents: price('Unit Price USD'), cadCents: price('Unit Price CAD') };
}

/**
 * The sales price sheet: for every price line, one row per unit of measure of the item (uom.xlsx)
 * and per currency with a price. The price in salesprice.xlsx is for its own unit of measure; a
 * unit holding q base units costs price × q ÷ q(price unit), rounded to the cent. An item absent
 * from uom.xlsx keeps its one unit, unscaled.
 */
export function buildPriceSheet(uoms: UomRow[], prices: SalesPriceRow[]): PriceSheetRow[] {
  const unitsByItem = new Map<string, Map<string, number>>();
  for (const u of uoms) {
    const units = unitsByItem.get(u.itemNo) ?? new Map<string, number>();
    units.set(u.code, u.qtyPerUnit);
    unitsByItem.set(u.itemNo, units);
  }
  const out: PriceSheetRow[] = [];
  // Which price row gave each item, unit and currency its price: a clash names that row's own unit, not the derived one.
  const seen = new Map<string, SalesPriceRow>();
  for (const p of prices) {
    const units = unitsByItem.get(p.itemNo);
    const base = units ? units.get(p.code) : 1;
    if (base === undefined) refuse('salesprice.xlsx', `row ${p.row}: unit of measure ${p.code} of item ${p.itemNo} is not in uom.xlsx`);
    const targets: [string, number][] = units ? [...units.entries()] : [[p.code, 1]];
    for (const currency of priceSheetCurrencies) {
      const cents = currency === 'CAD' ? p.cadCents : p.usdCents;
      if (cents === null) continue;
      for (const [code, qty] of targets) {
        const key = `${p.itemNo}\u0000${code}\u0000${currency}`;
        const first = seen.get(key);
        if (first) {
          refuse(
            'salesprice.xlsx',
            first.code === p.code
              ? `row ${p.row}: item ${p.itemNo} has a second ${currency} price for ${p.code} (the first is on row ${first.row})`
              : `row ${p.row}: item ${p.itemNo} has a ${currency} price for ${p.code} and another for ${first.code} on row ${first.row}; ` +
                  `give one ${currency} price per item: the sheet derives the other units from it`,
          );
        }
        seen.set(key, p);
        if (out.length >= maxPriceSheetRows) {
          throw new DomainError('TOO_LARGE', `The price sheet would have more than ${maxPriceSheetRows} rows`);
        }
        out.push({
          salesType: 'Customer Price Group',
          salesCode: currency,
          itemNo: p.itemNo,
          unitOfMeasureCode: code,
          startingDate: priceSheetStartingDate,
          currencyCode: currency,
          unitPriceCents: Math.round((cents * qty) / (base as number)),
        });
      }
    }
  }
  return out;
}
