import { erpSyncLabels, type ErpSyncStatus } from '@portal/domain/erp-sync/erp-sync';
import { StatusBadge } from '../../../shared/ui/status-badge';

const colors: Record<ErpSyncStatus, string> = { 'not-sent': 'gray', queued: 'blue', sent: 'teal', failed: 'red' };

/** Where an order stands with Business Central, beside its status on the admin list's rows. */
export const ErpSyncBadge = ({ status }: { status: ErpSyncStatus }) => <StatusBadge color={colors[status]} label={`ERP: ${erpSyncLabels[status]}`} />;
