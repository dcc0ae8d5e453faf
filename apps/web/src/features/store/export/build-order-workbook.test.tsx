// exceljs runs in jsdom here too (the web project sets the environment and its setup needs window).
import { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleContext } from '@portal/domain/catalog/sample/sample-context';
import type { OrderView } from '@portal/domain/orders/order-view';
import { priceRoof } from '@portal/domain/pricing/roof/roof-price';
import { ZRoofConfig } from '@portal/domain/configuration/roof/roof-config';
import { workedRoofA } from '@portal/domain/pricing/roof/roof-worked-examples';
import { priceScreen } from '@portal/domain/pricing/screen/screen-price';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { bomLineQuantity, buildOrderWorkbook, orderWorkbookFileName, orderWorkbookSheets } from './build-order-workbook';

function makeOrder(): OrderView {
  const ctx = sampleContext();
  const screenConfig = makeScreenConfig({ width: 150, mountingAngle: 'Yes', copies: 2 });
  const screen = priceScreen(ctx, screenConfig);
  const roofConfig = ZRoofConfig.parse(workedRoofA);
  const roof = priceRoof(ctx, roofConfig);
  const line = (q: { unitPriceCents: number; totalCents: number }) => ({
    price: q.unitPriceCents / 100,
    priceCents: q.unitPriceCents,
    totalCents: q.totalCents,
    breakdown: [],
    adjustments: [],
    alerts: [],
    problem: null,
    estimatedShipDate: null,
    productionStatus: null,
    productionStatusAt: null,
  });
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    portalNumber: 'P-000042',
    orderName: 'Smith Patio',
    orderNumber: '123',
    salesOrderNumber: null,
    erpSync: { status: 'not-sent', salesOrderNumber: null, attempts: 0, lastAttemptAt: null, lastError: null },
    shipments: [],
    status: 'SUBMITTED',
    transfer: false,
    sender: null,
    receiver: null,
    senderName: null,
    receiverName: null,
    extraDetails: 'Deliver Friday',
    quoteId: [],
    shippingAgent: null,
    trackingNumber: null,
    tracking: null,
    shippingDate: null,
    rejectionReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    version: 1,
    user: 'u1',
    userDetails: {
      userName: 'Dana Dealer',
      email: 'd@example.com',
      bc_customer_id: 'C10000',
      bc_customer_displayName: 'Acme Screens',
      bc_customer_priceGroup: 'USD',
      bc_customer_tierRate: 0,
    },
    screens: [{ ...line(screen), screenId: 's1', screenName: 'Patio', details: '', config: screenConfig, mappedScrKits: screen.mappedScrKits }],
    roofs: [{ ...line(roof), roofId: 'r1', roofName: 'Roof A', config: roofConfig, mappedRfKits: roof.mappedRfKits }],
    parts: [
      {
        ...line({ unitPriceCents: 4500, totalCents: 9000 }),
        partId: 'p1',
        id: 'PT-RMT-5-WHT',
        number: 'PT-RMT-5-WHT',
        displayName: 'Remote 5 Channel White',
        displayName2: null,
        quantity: 2,
        itemCategoryCode: 'PART-REMOTE',
        attributes: [],
        family: 'Handheld Remote',
        options: { Channels: '5', Color: 'White' },
        config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 2 },
      },
    ],
    adjustments: [],
    totals: { partsTotal: 90, screensTotal: screen.totalCents / 100, roofsTotal: roof.totalCents / 100, totalPrice: 0 },
    totalsCents: { partsTotal: 9000, screensTotal: screen.totalCents, roofsTotal: roof.totalCents, totalPrice: 9000 + screen.totalCents + roof.totalCents },
    history: [],
    estimatedShipDate: null,
    promisedShipDate: null,
  };
}

describe('buildOrderWorkbook (spec §9 export)', () => {
  it('writes the seven sheets, in order, and reads them back', async () => {
    const order = makeOrder();
    const buffer = await buildOrderWorkbook(order).xlsx.writeBuffer();
    const read = new Workbook();
    await read.xlsx.load(buffer as ArrayBuffer);
    expect(read.worksheets.map((w) => w.name)).toEqual([...orderWorkbookSheets]);
    expect(orderWorkbookSheets).toEqual([
      'Order Details',
      'Screens List',
      'Screen Kits List',
      'Screen Bom Item List',
      'Roof Details List',
      'Roof Kits List',
      'Parts List',
    ]);

    const details = read.getWorksheet('Order Details');
    const values = new Map<string, unknown>();
    details?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get('Portal Order Number')).toBe('P-000042');
    expect(values.get('Order Name')).toBe('Smith Patio');
    expect(values.get('Total Price')).toBe(order.totalsCents.totalPrice / 100);

    const screens = read.getWorksheet('Screens List');
    expect(screens?.rowCount).toBe(2);
    expect(screens?.getRow(2).getCell(2).value).toBe('Patio');

    const kits = read.getWorksheet('Screen Kits List');
    expect(kits?.rowCount).toBe(1 + order.screens[0]!.mappedScrKits.BOMS.length + order.screens[0]!.mappedScrKits.items.length);
    const bomRows = order.screens[0]!.mappedScrKits.BOMS.reduce((n, b) => n + b.childItems.length, 0);
    expect(read.getWorksheet('Screen Bom Item List')?.rowCount).toBe(1 + bomRows);
    expect(read.getWorksheet('Roof Kits List')?.rowCount).toBe(1 + order.roofs[0]!.mappedRfKits.length);
    expect(read.getWorksheet('Parts List')?.getRow(2).getCell(2).value).toBe('PT-RMT-5-WHT');
  });

  it('scales per-foot BOM lines by the screen width in feet', () => {
    expect(bomLineQuantity(2, 'EA', 1, 150)).toBe(2);
    expect(bomLineQuantity(1, 'FT', 1, 150)).toBe(12.5);
    expect(bomLineQuantity(0.5, 'LF', 2, 120)).toBe(10);
  });

  it('names the file yyyyMMdd_orderName.xlsx', () => {
    expect(orderWorkbookFileName('Smith Patio', new Date(2026, 2, 5))).toBe('20260305_Smith Patio.xlsx');
    expect(orderWorkbookFileName('A/B: test', new Date(2026, 10, 21))).toBe('20261121_A_B_ test.xlsx');
  });
});
