import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderView } from '@portal/domain/orders/order-view';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/download-file';

/** The order as a PDF (its lines with their drawings, prices and totals), to print or keep: saved by the browser as Order P-000123.pdf. */
export function OrderPdfButton({ order }: { order: Pick<OrderView, '_id' | 'portalNumber'> }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(`/api/orders/${order._id}/pdf`, `Order ${order.portalNumber}.pdf`)
      .catch((error: unknown) => notifications.show({ color: 'red', message: `Could not make the PDF of order ${order.portalNumber}: ${errorMessage(error)}` }))
      .finally(() => setBusy(false));
  };
  return (
    <Button size="compact-sm" variant="light" loading={busy} onClick={download} aria-label={`Print / PDF of order ${order.portalNumber}`}>
      Print / PDF
    </Button>
  );
}
