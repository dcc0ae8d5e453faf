import type { BcItem, BcRecords } from '@portal/domain/catalog/business-central-records';

/**
 * A small ERP catalog in Business Central's shapes: screen kits (SCR-), roof kits (RF-…) and loose
 * parts (PART-), priced in both groups, with a BOM, attributes and units of measure.
 */
export function makeBcRecords(options: { screens?: number; modified?: string } = {}): BcRecords {
  const modified = options.modified ?? '2026-01-10T10:00:00Z';
  const item = (number: string, category: string, name: string, extra: Partial<BcItem> = {}): BcItem => ({
    id: `id-${number}`,
    number,
    displayName: name,
    displayName2: '',
    type: 'Inventory',
    itemCategoryCode: category,
    baseUnitOfMeasureCode: 'EA',
    unitPrice: 10,
    blocked: false,
    lastModifiedDateTime: modified,
    ...extra,
  });
  const screens = Array.from({ length: options.screens ?? 30 }, (_, i) => item(`SCR-${String(i).padStart(3, '0')}`, 'SCR-KIT', `Screen kit ${i}`));
  const items = [
    ...screens,
    item('SCR-HOUSING', 'SCR-COMP', 'Housing', { displayName2: '5.5 in' }),
    item('RF-F-2X8', 'RF-FRAME', 'Frame 2x8'),
    item('RF-M-2X8', 'RF-MIDBEAM', 'Midspan 2x8'),
    item('RF-B', 'RF-BLADE', 'Blade'),
    item('RF-P-6X6', 'RF-POST', 'Post 6x6'),
    item('RF-MOTOR', 'RF-MOTOR', 'Roof motor'),
    item('PART-REMOTE-1', 'PART-REMOTE', 'Remote 1 channel'),
    item('PART-GUTTER', 'PART-GUTTER', 'Gutter corner'),
  ];
  const price = (assetNo: string, group: 'USD' | 'CAD', unitPrice: number, unitOfMeasureCode = 'EA') => ({
    sourceType: 'Customer Price Group',
    sourceNo: group,
    assetType: 'Item',
    assetNo,
    unitOfMeasureCode,
    minimumQuantity: 0,
    unitPrice,
    currencyCode: group,
    startingDate: '2025-01-01',
    endingDate: '',
  });
  return {
    items,
    customers: [
      { id: 'c1', number: 'C10000', displayName: 'Shade Masters Incorporated', currencyCode: 'USD', blocked: '', lastModifiedDateTime: modified },
      { id: 'c2', number: 'C20000', displayName: 'Maple Outdoor Living', currencyCode: 'CAD', blocked: '', lastModifiedDateTime: modified },
      { id: 'c3', number: 'C30000', displayName: 'Harbour Shade Co.', currencyCode: 'EUR', blocked: '', lastModifiedDateTime: modified },
      { id: 'c4', number: 'C30010', displayName: 'Prairie Patio', currencyCode: 'CAD', blocked: '', lastModifiedDateTime: modified },
    ],
    priceListLines: items.flatMap((i, n) => [price(i.number, 'USD', 100 + n + 0.25), price(i.number, 'CAD', 130 + n + 0.5)]),
    bomComponents: [
      { parentItemNo: 'SCR-000', lineNo: 20000, type: 'Item', no: 'PART-GUTTER', description: 'Gutter corner', quantityPer: 2, unitOfMeasureCode: 'EA' },
      { parentItemNo: 'SCR-000', lineNo: 10000, type: 'Item', no: 'SCR-HOUSING', description: 'Housing', quantityPer: 1, unitOfMeasureCode: 'EA' },
      { parentItemNo: 'RF-F-2X8', lineNo: 10000, type: 'Item', no: 'RF-B', description: 'Blade', quantityPer: 0.5, unitOfMeasureCode: 'HALF' },
    ],
    itemAttributes: [
      { itemNo: 'PART-REMOTE-1', attributeName: 'Channels', attributeValue: '1' },
      { itemNo: 'PART-REMOTE-1', attributeName: 'Color', attributeValue: 'Black' },
    ],
    itemUnitsOfMeasure: [
      { itemNo: 'RF-B', code: 'EA', qtyPerUnitOfMeasure: 1 },
      { itemNo: 'RF-B', code: 'HALF', qtyPerUnitOfMeasure: 0.5 },
    ],
    customerPriceGroups: [
      { customerNo: 'C10000', customerPriceGroup: 'USD' },
      { customerNo: 'C20000', customerPriceGroup: 'CAD' },
      { customerNo: 'C30010', customerPriceGroup: 'USD' },
    ],
  };
}
