import type { OrderView } from '@portal/domain/orders/order-view';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';

/** A delete action with a confirmation; callers offer it only where can('delete', …) holds (order-actions.ts). */
export function DeleteOrderButton({ order, disabled, onConfirm }: { order: Pick<OrderView, 'orderName'>; disabled: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDeleteButton
      label={order.orderName}
      title="Delete order"
      message={`Delete the order ${order.orderName}? This cannot be undone.`}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
