import { Badge } from '@mantine/core';
import { orderStatusLabels, type OrderStatus } from '@portal/domain/orders/order-status';

const colors: Record<OrderStatus, string> = {
  DRAFT: 'gray',
  IN_CART: 'gray',
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  Shipped: 'teal',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={colors[status]} variant="light" tt="none" miw="max-content">
      {orderStatusLabels[status]}
    </Badge>
  );
}
