import { Badge } from '@mantine/core';
import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';

const colors: Record<WarrantyStatus, string> = { New: 'blue', 'In Progress': 'yellow', Closed: 'gray' };

export function WarrantyStatusBadge({ status }: { status: WarrantyStatus }) {
  return (
    // Never narrower than its word (a phone's admin list cut 'Closed' to 'CLOS…'); mixed case, as the statuses are written and as tickets show them.
    <Badge color={colors[status]} variant="light" tt="none" miw="max-content">
      {status}
    </Badge>
  );
}
