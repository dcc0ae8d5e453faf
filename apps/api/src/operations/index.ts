import { accountsOperations } from './accounts';
import { adjustmentsOperations } from './adjustments';
import { adminUsersOperations } from './admin-users';
import { catalogOperations } from './catalog';
import { customersOperations } from './customers';
import { dashboardOperations } from './dashboard';
import { filesOperations } from './files';
import { healthOperations } from './health';
import { mailOperations } from './mail';
import { ordersOperations } from './orders';
import { erpSyncOperations } from './erp-sync';
import { documentsOperations } from './documents';
import { quotesOperations } from './quotes';
import { dataManagementOperations } from './data-management';
import { pricingOperations } from './pricing';
import { pricingAdminOperations } from './pricing-admin';
import { quickEntryOperations } from './quick-entry';
import { settingsOperations } from './settings';
import { leadTimesOperations } from './lead-times';
import { shellOperations } from './shell';
import { teamsOperations } from './teams';
import { ticketsOperations } from './tickets';
import { warrantyOperations } from './warranty';
import { vitalsOperations } from './vitals';

/**
 * Every use case the API offers, by area: the transports (../transport) are built from this one
 * list. The order is the REST routes' order in the OpenAPI document.
 */
export const operations = {
  health: healthOperations,
  accounts: accountsOperations,
  adminUsers: adminUsersOperations,
  teams: teamsOperations,
  mail: mailOperations,
  customers: customersOperations,
  catalog: catalogOperations,
  pricing: pricingOperations,
  quickEntry: quickEntryOperations,
  orders: ordersOperations,
  erpSync: erpSyncOperations,
  documents: documentsOperations,
  quotes: quotesOperations,
  tickets: ticketsOperations,
  warranty: warrantyOperations,
  adjustments: adjustmentsOperations,
  pricingAdmin: pricingAdminOperations,
  dataManagement: dataManagementOperations,
  settings: settingsOperations,
  leadTimes: leadTimesOperations,
  dashboard: dashboardOperations,
  vitals: vitalsOperations,
  shell: shellOperations,
  files: filesOperations,
};
