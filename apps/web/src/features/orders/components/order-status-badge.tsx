import { orderStatusLabels, type OrderStatus } from '@portal/domain/orders/order-status';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<OrderStatus, string> = {
  DRAFT: 'gray',
  IN_CART: 'gray',
  AWAITING_DEALER_APPROVAL: 'orange',
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  Shipped: 'teal',
};

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => <StatusBadge color={colors[status]} label={orderStatusLabels[status]} />;
