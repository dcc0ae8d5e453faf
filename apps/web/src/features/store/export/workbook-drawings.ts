import type { Workbook } from 'exceljs';
import { lineDrawings } from '@portal/domain/drawings/line-drawings';
import { svgAspect, svgForPrint } from '@portal/domain/drawings/svg';
import type { OrderLines } from '@portal/domain/orders/order-view';

/** How large a drawing sits in its sheet (px), and the row height (pt) that holds it. */
const size = { width: 360, rowPoints: 170 };

/** The PNG as a data: URL (what ExcelJS takes in a browser). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the drawing'));
    reader.readAsDataURL(blob);
  });
}

/** A drawing's SVG as a PNG the workbook can hold (drawn by the browser on a canvas), or null where there is no canvas. */
async function pngOf(svg: string, width: number): Promise<{ dataUrl: string; height: number } | null> {
  const height = Math.round(width * svgAspect(svg));
  const sized = svgForPrint(svg, { width: width * 2, height: height * 2 });
  const url = URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? { dataUrl: await dataUrlOf(blob), height } : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The same drawings as the order page and the PDFs, in the Export Cart workbook: each screen's
 * beside its row of the Screens List, each roof's beside its row of the Roof Details List, after
 * the last column (the sheets keep their columns). Where the browser cannot draw them, the
 * workbook goes without.
 */
export async function addDrawings(workbook: Workbook, order: Pick<OrderLines, 'screens' | 'roofs'>): Promise<void> {
  const drawings = lineDrawings(order);
  const rowOf = new Map([...order.screens.map((l, i) => [l.screenId, i] as const), ...order.roofs.map((l, i) => [l.roofId, i] as const)]);
  for (const drawing of drawings) {
    const sheet = workbook.getWorksheet(drawing.kind === 'screen' ? 'Screens List' : 'Roof Details List');
    const index = rowOf.get(drawing.lineId);
    if (!sheet || index === undefined) continue;
    const image = await pngOf(drawing.svg, size.width);
    if (!image) continue;
    const row = index + 1; // 0-based: the header is row 0
    sheet.getRow(row + 1).height = Math.max(size.rowPoints, (image.height * 3) / 4 + 8);
    const id = workbook.addImage({ base64: image.dataUrl, extension: 'png' });
    sheet.addImage(id, { tl: { col: sheet.columnCount + 0.2, row: row + 0.05 }, ext: { width: size.width, height: image.height } });
  }
}
