import { Badge } from '@mantine/core';
import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';

const colors: Record<WarrantyStatus, string> = { New: 'blue', 'In Progress': 'yellow', Closed: 'gray' };

export function WarrantyStatusBadge({ status }: { status: WarrantyStatus }) {
  return (
    <Badge color={colors[status]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {status}
    </Badge>
  );
}
