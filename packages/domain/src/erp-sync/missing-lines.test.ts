import { describe, expect, it } from 'vitest';
import { linesToAdd } from './missing-lines';
import { SalesOrderDocumentError, type SalesOrderDocument } from './sales-order-document';

const document: SalesOrderDocument = {
  header: { customerNumber: 'C1', externalDocumentNumber: 'P-000042', orderDate: '2026-12-07', currencyCode: '' },
  lines: [
    { lineType: 'Comment', description: 'Screen 1: East - Width 120', sequence: 10000 },
    { lineType: 'Item', lineObjectNumber: 'PT-1', quantity: 2, unitOfMeasureCode: 'EA', unitPrice: 3.33, sequence: 20000 },
    { lineType: 'Item', lineObjectNumber: 'PT-1', quantity: 1, unitOfMeasureCode: 'EA', unitPrice: 3.34, sequence: 30000 },
  ],
  totalCents: 1000,
};

describe('linesToAdd: the lines a sales order found by its external number still lacks', () => {
  it('is every line for a sales order with none, and none for one holding them all', () => {
    expect(linesToAdd(document, [])).toEqual(document.lines);
    expect(linesToAdd(document, document.lines)).toEqual([]);
  });

  it('adds only what an attempt cut short left out, matched by sequence whatever order Business Central lists them in', () => {
    const held = [
      { sequence: 30000, lineType: 'Item', lineObjectNumber: 'PT-1', quantity: 1, unitPrice: 3.34 },
      { sequence: 10000, lineType: 'Comment', description: 'Screen 1: East - Width 120' },
    ];
    expect(linesToAdd(document, held).map((l) => l.sequence)).toEqual([20000]);
  });

  it('reads a unit price Business Central answers with more decimals as the same line when the amount is the same to the cent', () => {
    const held = [{ sequence: 20000, lineType: 'Item', lineObjectNumber: 'PT-1', quantity: 2, unitPrice: 3.330001 }];
    expect(linesToAdd(document, held).map((l) => l.sequence)).toEqual([10000, 30000]);
  });

  it('refuses a sales order someone changed by hand, naming the line and both versions', () => {
    const held = [{ sequence: 20000, lineType: 'Item', lineObjectNumber: 'PT-9', quantity: 2, unitPrice: 3.33 }];
    expect(() => linesToAdd(document, held)).toThrow(SalesOrderDocumentError);
    expect(() => linesToAdd(document, held)).toThrow('Sales order for P-000042: line 20000 is Item PT-9 × 2 at 3.33, the portal sent Item PT-1 × 2 at 3.33');
  });

  it('keeps lines at sequence numbers the portal does not use (a line added in Business Central)', () => {
    const held = [...document.lines, { sequence: 35000, lineType: 'Comment', description: 'Deliver before noon' }];
    expect(linesToAdd(document, held)).toEqual([]);
  });
});
