import { Alert, Button, Group, Loader } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { can, orderViewerOf, subjectOfView } from '@portal/domain/orders/order-actions';
import type { OrderView } from '@portal/domain/orders/order-view';
import { errorMessage } from '../../../shared/api/api-error';
import { forgetStoredOrder } from '../../../shared/session/stored-cart';
import { useSession } from '../../../shared/session/use-session';
import { useOrder } from '../api/use-order';
import { cartFromOrder } from '../cart/load-order';
import { OrderDialog } from './order-dialog';
import { RejectDialog } from './reject-dialog';

/**
 * Approve and Reject on a row of the admin order list (issue 29): the store's own Process Order
 * and Reject Order dialogs, on the order as the server holds it, so the rules and the server
 * operations are the store's. Offered where the domain lets the viewer approve (a submitted order).
 */
export function ProcessOrderActions({ order }: { order: OrderView }) {
  const user = useSession();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  // The full order (breakdowns, kits, its version) is read when the dialog opens.
  const full = useOrder(dialog === 'approve' ? order._id : null);
  if (!user || !can('approve', orderViewerOf(user), subjectOfView(order))) return null;
  const close = () => setDialog(null);
  const done = (message: string) => {
    // A copy of this order kept in the browser's cart is out of date now.
    forgetStoredOrder(order._id);
    setDialog(null);
    if (message) notifications.show({ color: 'green', message });
  };
  const loaded = full.data && full.data._id === order._id ? cartFromOrder(full.data) : null;
  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" color="green" onClick={() => setDialog('approve')} aria-label={`Approve ${order.orderName}`}>
          Approve
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => setDialog('reject')} aria-label={`Reject ${order.orderName}`}>
          Reject
        </Button>
      </Group>
      {dialog === 'approve' && !loaded && (
        <Modal opened onClose={close} title="Process Order">
          {full.isError ? (
            <Alert color="red">{errorMessage(full.error)}</Alert>
          ) : (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label="Loading the order" />
            </Group>
          )}
        </Modal>
      )}
      {dialog === 'approve' && loaded && (
        <OrderDialog
          opened
          onClose={close}
          cart={loaded.cart}
          order={loaded.order}
          author={{ isAdmin: user.isAdmin, isCorporation: user.isCorporation }}
          onSaved={(status) => done(status === 'APPROVED' ? 'Order approved' : 'Order saved')}
          onReload={() => void full.refetch()}
        />
      )}
      {dialog === 'reject' && <RejectDialog opened orderId={order._id} onClose={close} onRejected={() => done('')} />}
    </>
  );
}
