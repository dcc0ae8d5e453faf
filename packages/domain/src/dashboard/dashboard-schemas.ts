import { z } from 'zod';
import { priceGroups } from '../customers/customer';

/** How far back the charts look (issue 32, point 7): the series' lengths and the approvals' window. */
export const dashboardWindows = { weeks: 12, months: 12, approvalDays: 90 } as const;

const count = (description: string) => z.number().int().min(0).describe(description);

export const ZDashboardWaiting = z
  .object({
    ordersToApprove: count('Submitted orders waiting for approval: GET /api/admin/orders?status=SUBMITTED'),
    registrationsToApprove: count('Accounts not yet approved (Portal Access off): GET /api/admin/users?approval=pending'),
    newWarranties: count('Warranty requests in status New: GET /api/admin/warranties?status=New'),
    openTickets: count('Tickets New or In Progress: GET /api/admin/tickets?status=Open'),
    adjustmentsToReview: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Order adjustments awaiting a reviewer (GET /api/admin/adjustments?status=Awaiting_Reviewer); null while the adjustments feature is off'),
    erpSyncFailed: count('Approved orders whose sales order the ERP refused (the job failed): GET /api/admin/orders?erpSync=failed'),
    lateOrders: count("Approved orders promised before today in the portal's time zone: GET /api/admin/orders?late=true"),
  })
  .meta({ id: 'DashboardWaiting', description: 'What waits for the staff, each count the total of the filtered list it names' });

export const ZDashboardOrdersWeek = z
  .object({
    week: z
      .string()
      .regex(/^\d{4}-W\d{2}$/)
      .describe("The ISO 8601 week of submission in the portal's time zone ('2026-W48': weeks start on Monday)"),
    currency: z.enum(priceGroups).describe("The orders' price group"),
    count: count('Orders submitted that week in that currency'),
    total: z.number().describe('Their total price, in the currency (a decimal: cents summed exactly, then divided by 100)'),
  })
  .meta({ id: 'DashboardOrdersWeek', description: "One week's submitted orders in one currency" });

export const ZDashboardApprovalHours = z
  .object({
    p50: z.number().min(0).nullable().describe('The median hours from submission to approval (one decimal); null without approvals'),
    p90: z.number().min(0).nullable().describe('The 90th percentile of the hours (one decimal); null without approvals'),
    approvals: count('How many approvals the percentiles are of'),
  })
  .meta({
    id: 'DashboardApprovalHours',
    description:
      `Hours from submission to approval of the approvals of the last ${dashboardWindows.approvalDays} days: ` +
      "an order's latest submission before its approval; percentiles interpolated between the closest ranks (PostgreSQL's percentile_cont)",
  });

export const ZDashboardOnTimeMonth = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .describe("The month of shipment in the portal's time zone ('2026-11')"),
    rate: z.number().min(0).max(1).nullable().describe('onTime / shipped (0 to 1, four decimals); null in a month without a shipped order that had a promise'),
    shipped: count('Orders shipped that month that had a promised ship date'),
    onTime: count('Of those, the ones shipped on or before the promised day'),
  })
  .meta({ id: 'DashboardOnTimeMonth', description: "One month's on-time shipment rate" });

/** GET /api/admin/dashboard (administrators): every figure computed by the server from stored data. */
export const ZDashboard = z
  .object({
    waiting: ZDashboardWaiting,
    ordersPerWeek: z
      .array(ZDashboardOrdersWeek)
      .describe(
        `Submitted orders by ISO week of their latest submission, the last ${dashboardWindows.weeks} weeks ending with this one, oldest first: ` +
          'every week once per currency (USD, then CAD), with count 0 and total 0 where none was submitted',
      ),
    approvalHours: ZDashboardApprovalHours,
    onTimeRate: z
      .array(ZDashboardOnTimeMonth)
      .describe(
        `The on-time shipment rate by month of shipment, the last ${dashboardWindows.months} months ending with this one, oldest first, every month listed; ` +
          'orders shipped without a promised ship date are left out',
      ),
  })
  .meta({ id: 'Dashboard', description: "The staff dashboard: what waits for action and the order desk's figures" });
export type TDashboard = z.output<typeof ZDashboard>;
export type TDashboardWaiting = z.output<typeof ZDashboardWaiting>;
export type TDashboardOrdersWeek = z.output<typeof ZDashboardOrdersWeek>;
export type TDashboardApprovalHours = z.output<typeof ZDashboardApprovalHours>;
export type TDashboardOnTimeMonth = z.output<typeof ZDashboardOnTimeMonth>;
