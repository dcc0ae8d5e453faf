import { Workbook, type Worksheet } from 'exceljs';
import type { OrderView } from '@portal/domain/orders/order-view';
import { inchesDisplay, replacementReasons } from '@portal/domain/configuration/screen/screen-options';
import { orderStatusLabels } from '@portal/domain/orders/order-status';

/**
 * The Export Cart workbook (portal.md §9), built in the browser from the stored order. Pure:
 * the caller writes it to a buffer. Loaded with a dynamic import, so exceljs stays out of the
 * main bundle.
 */
export const orderWorkbookSheets = [
  'Order Details',
  'Screens List',
  'Screen Kits List',
  'Screen Bom Item List',
  'Roof Details List',
  'Roof Kits List',
  'Parts List',
] as const;

/** `yyyyMMdd_orderName.xlsx`, dated the day of the export; characters a file name cannot hold become _. */
export function orderWorkbookFileName(orderName: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const safe = orderName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'order';
  return `${date}_${safe}.xlsx`;
}

/**
 * BOM lines counted per foot (unit FT or LF) belong to the kits that run along the wall the
 * screen is mounted on: their quantity per is per foot of the screen's width.
 */
const perFootUnits: ReadonlySet<string> = new Set(['FT', 'LF']);

export function bomLineQuantity(quantityPer: number, unitOfMeasureCode: string, kitQuantity: number, widthInches: number): number {
  const perKit = perFootUnits.has(unitOfMeasureCode.toUpperCase()) ? quantityPer * (widthInches / 12) : quantityPer;
  return Math.round(perKit * kitQuantity * 10000) / 10000;
}

const money = (cents: number) => cents / 100;
const moneyFormat = '#,##0.00';

function sheet(workbook: Workbook, name: string, columns: { header: string; key: string; width?: number; money?: boolean }[]): Worksheet {
  const ws = workbook.addWorksheet(name);
  ws.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(12, c.header.length + 2),
    style: c.money ? { numFmt: moneyFormat } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return ws;
}

export function buildOrderWorkbook(order: OrderView): Workbook {
  const workbook = new Workbook();
  workbook.creator = 'Dealer Portal';
  workbook.created = new Date(order.updatedAt);

  const details = sheet(workbook, 'Order Details', [
    { header: 'Field', key: 'field', width: 24 },
    { header: 'Value', key: 'value', width: 50 },
  ]);
  const d = order.userDetails;
  const rows: [string, string | number][] = [
    ['Portal Order Number', order.portalNumber],
    ['Order ID', order._id],
    ['Order Name', order.orderName],
    ['Order Number', order.orderNumber],
    ['Sales Order Number', order.salesOrderNumber ?? ''],
    ['Status', orderStatusLabels[order.status]],
    ['Dealer', d.bc_customer_displayName ?? ''],
    ['Customer ID', d.bc_customer_id ?? ''],
    ['Portal User', d.userName],
    ['Email', d.email],
    ['Currency', d.bc_customer_priceGroup],
    ['Tier Rate', d.bc_customer_tierRate],
    ['Material Transfer', order.transfer ? 'Yes' : 'No'],
    ['Sender', order.senderName ?? order.sender ?? ''],
    ['Receiver', order.receiverName ?? order.receiver ?? ''],
    ['Created', order.createdAt],
    ['Updated', order.updatedAt],
    ['Additional Details', order.extraDetails],
    ['Screens Total', money(order.totalsCents.screensTotal)],
    ['Roofs Total', money(order.totalsCents.roofsTotal)],
    ['Parts Total', money(order.totalsCents.partsTotal)],
    ['Total Price', money(order.totalsCents.totalPrice)],
  ];
  for (const [field, value] of rows) details.addRow({ field, value });
  for (let r = details.rowCount - 3; r <= details.rowCount; r++) details.getCell(r, 2).numFmt = moneyFormat;

  const screens = sheet(workbook, 'Screens List', [
    { header: '#', key: 'n', width: 5 },
    { header: 'Screen Name', key: 'name', width: 22 },
    { header: 'Type', key: 'type', width: 18 },
    { header: 'Width', key: 'width' },
    { header: 'Drop Left', key: 'dropLeft' },
    { header: 'Drop Right', key: 'dropRight' },
    { header: 'Housing Size', key: 'housingSize' },
    { header: 'Housing Shape', key: 'housingShape' },
    { header: 'Job Color', key: 'jobColor' },
    { header: 'RAL Color', key: 'ral' },
    { header: 'Track Left', key: 'trackLeft' },
    { header: 'Track Right', key: 'trackRight' },
    { header: 'Mounting Angle', key: 'mountingAngle' },
    { header: 'Material Type', key: 'materialType' },
    { header: 'Material Color', key: 'materialColor' },
    { header: 'Motor Type', key: 'motorType', width: 18 },
    { header: 'Motor Side', key: 'motorSide' },
    { header: 'Bottom Bar Finish', key: 'bottomBar', width: 18 },
    { header: 'Replacement Reason', key: 'reason', width: 20 },
    { header: 'Mesh Only Reason', key: 'meshOnlyReason', width: 24 },
    { header: 'Copies', key: 'copies' },
    { header: 'Unit Price', key: 'unit', money: true },
    { header: 'Total', key: 'total', money: true },
    { header: 'Details', key: 'details', width: 30 },
  ]);
  order.screens.forEach((s, i) => {
    const c = s.config;
    const reason = replacementReasons.find((r) => r.value === c.replacementReason);
    screens.addRow({
      n: i + 1,
      name: s.screenName,
      type: c.meshOnly ? 'Mesh / Vinyl Only' : 'Complete Unit',
      width: inchesDisplay(c.width, c.widthFraction),
      dropLeft: inchesDisplay(c.dropLeft, c.dropLeftFraction),
      dropRight: inchesDisplay(c.dropRight, c.dropRightFraction),
      housingSize: c.housingSize,
      housingShape: c.housingShape,
      jobColor: c.jobColor,
      ral: c.ralCode ?? '',
      trackLeft: c.trackLeft,
      trackRight: c.trackRight,
      mountingAngle: c.mountingAngle,
      materialType: c.materialType,
      materialColor: c.materialColor,
      motorType: c.motorType ?? '',
      motorSide: c.motorSide,
      bottomBar: c.bottomBarFinish,
      reason: reason ? `${reason.value} ${reason.label}` : '',
      meshOnlyReason: c.meshOnlyReason,
      copies: c.copies,
      unit: money(s.priceCents),
      total: money(s.totalCents),
      details: s.details,
    });
  });

  const kits = sheet(workbook, 'Screen Kits List', [
    { header: 'Screen #', key: 'n', width: 9 },
    { header: 'Screen Name', key: 'name', width: 22 },
    { header: 'Kind', key: 'kind', width: 8 },
    { header: 'Item No', key: 'itemNo', width: 20 },
    { header: 'Description', key: 'description', width: 44 },
    { header: 'Quantity', key: 'quantity' },
    { header: 'Copies', key: 'copies' },
  ]);
  const bomItems = sheet(workbook, 'Screen Bom Item List', [
    { header: 'Screen #', key: 'n', width: 9 },
    { header: 'Screen Name', key: 'name', width: 22 },
    { header: 'Kit', key: 'kit', width: 20 },
    { header: 'Item No', key: 'itemNo', width: 20 },
    { header: 'Description', key: 'description', width: 40 },
    { header: 'Quantity Per', key: 'quantityPer' },
    { header: 'Unit of Measure', key: 'uom' },
    { header: 'Quantity', key: 'quantity' },
    { header: 'Copies', key: 'copies' },
  ]);
  order.screens.forEach((s, i) => {
    const widthInches = s.config.width + s.config.widthFraction;
    for (const bom of s.mappedScrKits.BOMS) {
      kits.addRow({
        n: i + 1,
        name: s.screenName,
        kind: 'Kit',
        itemNo: bom.parentId,
        description: bom.description,
        quantity: bom.quantity,
        copies: s.config.copies,
      });
      for (const child of bom.childItems) {
        bomItems.addRow({
          n: i + 1,
          name: s.screenName,
          kit: bom.parentId,
          itemNo: child.no,
          description: child.description,
          quantityPer: child.quantityPer,
          uom: child.unitOfMeasureCode,
          quantity: bomLineQuantity(child.quantityPer, child.unitOfMeasureCode, bom.quantity, widthInches),
          copies: s.config.copies,
        });
      }
    }
    for (const item of s.mappedScrKits.items) {
      kits.addRow({
        n: i + 1,
        name: s.screenName,
        kind: 'Item',
        itemNo: item.number,
        description: item.displayName2 ? `${item.displayName} (${item.displayName2})` : item.displayName,
        quantity: item.quantity,
        copies: s.config.copies,
      });
    }
  });

  const roofs = sheet(workbook, 'Roof Details List', [
    { header: '#', key: 'n', width: 5 },
    { header: 'Roof Name', key: 'name', width: 22 },
    { header: 'Frame Color', key: 'frameColor' },
    { header: 'Frame RAL', key: 'frameRal' },
    { header: 'Blade Color', key: 'bladeColor' },
    { header: 'Blade RAL', key: 'bladeRal' },
    { header: 'Post Color', key: 'postColor' },
    { header: 'Motor Type', key: 'motorType' },
    { header: 'Motor Quantity', key: 'motorQuantity' },
    { header: 'Frames', key: 'frames' },
    { header: 'Midspan Beams', key: 'beamMs' },
    { header: 'Accessory Beams', key: 'beamAs' },
    { header: 'Extra Beams', key: 'beamXs' },
    { header: 'Blades', key: 'blades' },
    { header: 'Posts', key: 'posts' },
    { header: 'Additional Parts', key: 'addParts', width: 30 },
    { header: 'Copies', key: 'copies' },
    { header: 'Unit Price', key: 'unit', money: true },
    { header: 'Total', key: 'total', money: true },
    { header: 'Details', key: 'details', width: 30 },
  ]);
  const roofKits = sheet(workbook, 'Roof Kits List', [
    { header: 'Roof #', key: 'n', width: 8 },
    { header: 'Roof Name', key: 'name', width: 22 },
    { header: 'Group', key: 'group' },
    { header: 'Item No', key: 'itemNo', width: 22 },
    { header: 'Description', key: 'description', width: 40 },
    { header: 'Quantity', key: 'quantity' },
    { header: 'Length (in)', key: 'length' },
    { header: 'Color', key: 'color' },
    { header: 'RAL', key: 'ral' },
    { header: 'Source', key: 'source' },
  ]);
  order.roofs.forEach((r, i) => {
    const c = r.config;
    roofs.addRow({
      n: i + 1,
      name: r.roofName || c.roofName,
      frameColor: c.colors.frameColor === 'MF' ? 'Custom' : c.colors.frameColor,
      frameRal: c.colors.frameColorRal,
      bladeColor: c.colors.bladeColor === 'MF' ? 'Custom' : c.colors.bladeColor,
      bladeRal: c.colors.bladeColorRal,
      postColor: c.colors.postColor === 'MF' ? 'Custom' : c.colors.postColor,
      motorType: c.motorType,
      motorQuantity: c.motorQuantity,
      frames: c.frames.length,
      beamMs: c.beamMs.length,
      beamAs: c.beamAs.length,
      beamXs: c.beamXs.length,
      blades: c.blades.reduce((n, b) => n + b.bladeQty, 0),
      posts: c.posts.length,
      addParts: c.addParts.map((p) => `${p.partQty} × ${p.partName}`).join('; '),
      copies: c.copies,
      unit: money(r.priceCents),
      total: money(r.totalCents),
      details: c.details,
    });
    for (const kit of r.mappedRfKits) {
      roofKits.addRow({
        n: i + 1,
        name: r.roofName || c.roofName,
        group: kit.group,
        itemNo: kit.itemNo,
        description: kit.description,
        quantity: kit.quantity,
        length: kit.lengthInches ?? '',
        color: kit.color ?? '',
        ral: kit.ral ?? '',
        source: kit.source,
      });
    }
  });

  const parts = sheet(workbook, 'Parts List', [
    { header: '#', key: 'n', width: 5 },
    { header: 'Item No', key: 'itemNo', width: 20 },
    { header: 'Display Name', key: 'displayName', width: 30 },
    { header: 'Display Name 2', key: 'displayName2', width: 24 },
    { header: 'Category', key: 'category' },
    { header: 'Options', key: 'options', width: 30 },
    { header: 'Quantity', key: 'quantity' },
    { header: 'Unit Price', key: 'unit', money: true },
    { header: 'Total', key: 'total', money: true },
  ]);
  order.parts.forEach((p, i) => {
    parts.addRow({
      n: i + 1,
      itemNo: p.number,
      displayName: p.displayName,
      displayName2: p.displayName2 ?? '',
      category: p.itemCategoryCode,
      options: Object.entries(p.options)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; '),
      quantity: p.quantity,
      unit: money(p.priceCents),
      total: money(p.totalCents),
    });
  });

  return workbook;
}
