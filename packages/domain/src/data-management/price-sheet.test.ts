import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { buildPriceSheet, parseSalesPriceRow, parseUomRow } from './price-sheet';
import { ruleChange } from '../pricing-admin/portal-pricing-admin';
import { hasPermission } from '../accounts/permissions';

describe('price sheet', () => {
  it('scales the price to every unit of the item, per currency, from 2022-01-01', () => {
    const uoms = [
      parseUomRow(2, { 'Item No.': 'PART-1', 'Unit of Measure Code': 'EA', 'Qty. per Unit of Measure': 1 })!,
      parseUomRow(3, { 'Item No.': 'PART-1', 'Unit of Measure Code': 'BOX', 'Qty. per Unit of Measure': '12' })!,
    ];
    const prices = [
      parseSalesPriceRow(2, { 'Item No.': 'PART-1', 'Unit of Measure Code': 'EA', 'Unit Price USD': 2.5, 'Unit Price CAD': '3.10' })!,
      parseSalesPriceRow(3, { 'Item No.': 'PART-2', 'Unit of Measure Code': 'FT', 'Unit Price USD': 4, 'Unit Price CAD': '' })!,
    ];
    const rows = buildPriceSheet(uoms, prices);
    expect(rows).toContainEqual({
      salesType: 'Customer Price Group',
      salesCode: 'CAD',
      itemNo: 'PART-1',
      unitOfMeasureCode: 'BOX',
      startingDate: '2022-01-01',
      currencyCode: 'CAD',
      unitPriceCents: 3720,
    });
    expect(rows).toContainEqual(expect.objectContaining({ itemNo: 'PART-1', unitOfMeasureCode: 'EA', currencyCode: 'USD', unitPriceCents: 250 }));
    expect(rows.filter((r) => r.itemNo === 'PART-2')).toEqual([expect.objectContaining({ unitOfMeasureCode: 'FT', currencyCode: 'USD', unitPriceCents: 400 })]);
    expect(rows).toHaveLength(5);
  });

  it('names the row and column of a bad cell', () => {
    expect(() => parseUomRow(7, { 'Item No.': 'X', 'Unit of Measure Code': 'EA', 'Qty. per Unit of Measure': 'many' })).toThrow(
      'uom.xlsx: row 7: Qty. per Unit of Measure must be a number above 0',
    );
    expect(() => parseSalesPriceRow(4, { 'Item No.': 'X', 'Unit of Measure Code': 'EA', 'Unit Price USD': -1 })).toThrow(DomainError);
    expect(parseUomRow(9, { 'Item No.': '' })).toBeUndefined();
    expect(() =>
      buildPriceSheet([{ row: 2, itemNo: 'X', code: 'EA', qtyPerUnit: 1 }], [{ row: 2, itemNo: 'X', code: 'BOX', usdCents: 1, cadCents: null }]),
    ).toThrow('not in uom.xlsx');
  });
});

describe('price sheet clashes name the unit of the row at fault (issue 29)', () => {
  const uoms = [
    { row: 2, itemNo: 'PART-1', code: 'EA', qtyPerUnit: 1 },
    { row: 3, itemNo: 'PART-1', code: 'BOX', qtyPerUnit: 12 },
  ];
  it('a second price in another unit names that unit and the first row, not the unit derived from it', () => {
    const prices = [
      { row: 2, itemNo: 'PART-1', code: 'EA', usdCents: 250, cadCents: null },
      { row: 5, itemNo: 'PART-1', code: 'BOX', usdCents: 2900, cadCents: null },
    ];
    expect(() => buildPriceSheet(uoms, prices)).toThrow(
      'salesprice.xlsx: row 5: item PART-1 has a USD price for BOX and another for EA on row 2; ' +
        'give one USD price per item: the sheet derives the other units from it',
    );
  });
  it('a second price in the same unit says so', () => {
    const prices = [
      { row: 2, itemNo: 'PART-1', code: 'BOX', usdCents: 2900, cadCents: null },
      { row: 4, itemNo: 'PART-1', code: 'BOX', usdCents: 3000, cadCents: null },
    ];
    expect(() => buildPriceSheet(uoms, prices)).toThrow('salesprice.xlsx: row 4: item PART-1 has a second USD price for BOX (the first is on row 2)');
  });
});

describe('portal pricing rule changes', () => {
  it('stores dollars as cents and factors as decimals', () => {
    expect(ruleChange('Screen Kit Addition', '+', 12.5)).toEqual({ method: '+', amountCents: 1250, factor: null });
    expect(ruleChange('Vinyl/Weblon Multiplier', '*', 1.15)).toEqual({ method: '*', amountCents: null, factor: '1.15' });
  });
  it('refuses negatives, division by zero and an additive custom color rule', () => {
    expect(() => ruleChange('Screen Kit Addition', '-', -1)).toThrow('The value must be 0 or more');
    expect(() => ruleChange('Vinyl/Weblon Multiplier', '/', 0)).toThrow('cannot be 0 when dividing');
    expect(() => ruleChange('Custom Color Multiplier', '+', 1)).toThrow('must stay Multiply or Divide');
    expect(() => ruleChange('Screen Kit Addition', '+', 1.234)).toThrow('whole cents');
  });
});

describe('permissions', () => {
  const base = { isApproved: true, isAdmin: true, isSuperAdmin: false, canManagePricing: false, canManageData: false };
  it('needs the flag, or super admin, on an approved admin', () => {
    expect(hasPermission(base, 'pricing')).toBe(false);
    expect(hasPermission({ ...base, canManagePricing: true }, 'pricing')).toBe(true);
    expect(hasPermission({ ...base, canManagePricing: true }, 'dataManagement')).toBe(false);
    expect(hasPermission({ ...base, isSuperAdmin: true }, 'dataManagement')).toBe(true);
    expect(hasPermission({ ...base, isAdmin: false, canManageData: true }, 'dataManagement')).toBe(false);
  });
});
