import type { TDashboardWaiting } from '@portal/domain/dashboard/dashboard-schemas';

/** How a tile with work in it looks: most ask for action; a failure or a broken promise is an alarm. */
export type WaitingTone = 'action' | 'alarm';

export interface WaitingLink {
  key: keyof TDashboardWaiting;
  label: string;
  /** The list filtered to exactly what the count counts (the server counts as that list filters). */
  to: string;
  tone: WaitingTone;
}

/** The dashboard's tiles, in the order the work usually flows: each links to its filtered list. */
export const waitingLinks: WaitingLink[] = [
  { key: 'ordersToApprove', label: 'Orders to approve', to: '/admin/orders?status=SUBMITTED', tone: 'action' },
  { key: 'lateOrders', label: 'Late orders', to: '/admin/orders?late=true', tone: 'alarm' },
  { key: 'erpSyncFailed', label: 'Failed ERP syncs', to: '/admin/orders?erpSync=failed', tone: 'alarm' },
  { key: 'registrationsToApprove', label: 'Registrations to approve', to: '/admin/users?approval=pending', tone: 'action' },
  { key: 'newWarranties', label: 'New warranty requests', to: '/admin/warranties?status=New', tone: 'action' },
  { key: 'openTickets', label: 'Open tickets', to: '/admin/tickets?status=Open', tone: 'action' },
  { key: 'adjustmentsToReview', label: 'Adjustments to review', to: '/admin/adjustments?status=Awaiting_Reviewer', tone: 'action' },
];
