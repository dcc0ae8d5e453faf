import type { OrderView } from '@portal/domain/orders/order-view';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the workbook in the browser and saves it; exceljs is fetched only now (its own chunk). */
export async function downloadOrderWorkbook(order: OrderView, now = new Date()): Promise<void> {
  const [{ buildOrderWorkbook, orderWorkbookFileName }, { addDrawings }] = await Promise.all([import('./build-order-workbook'), import('./workbook-drawings')]);
  const workbook = buildOrderWorkbook(order);
  await addDrawings(workbook, order);
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: xlsxType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = orderWorkbookFileName(order.orderName, now);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
