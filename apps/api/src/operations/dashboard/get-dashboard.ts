import { ZDashboard } from '@portal/domain/dashboard/dashboard-schemas';
import { defineOperation } from '../operation';

/** The administrators' landing page (issue 32, point 7): what waits for action and the order desk's figures. */
export const getDashboard = defineOperation({
  summary: 'The staff dashboard (administrators): what waits for action, orders per week, approval time, on-time shipments',
  description:
    "Every figure is computed from stored data when asked. Today, weeks (ISO, from Monday) and months are the portal's time zone's (PORTAL_TIME_ZONE). " +
    'Each waiting count is the total of the admin list it names. ordersPerWeek lists the last 12 weeks once per currency, with zeros; ' +
    'approvalHours covers the approvals of the last 90 days; onTimeRate lists the last 12 months, rate null where no order with a promise shipped.',
  access: 'admin',
  kind: 'query',
  output: ZDashboard,
  rest: { method: 'GET', path: '/api/admin/dashboard', operationId: 'getDashboard', tag: 'Dashboard', answers: 'The waiting counts and the figures' },
  run: (services) => services.dashboard.get(),
});
