import type { WarrantyStatus } from '@portal/domain/warranty/warranty-status';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<WarrantyStatus, string> = { New: 'blue', 'In Progress': 'yellow', Closed: 'gray' };

export const WarrantyStatusBadge = ({ status }: { status: WarrantyStatus }) => <StatusBadge color={colors[status]} label={status} />;
