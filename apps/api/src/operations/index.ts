import { accountsOperations } from './accounts';
import { adjustmentsOperations } from './adjustments';
import { adminUsersOperations } from './admin-users';
import { catalogOperations } from './catalog';
import { customersOperations } from './customers';
import { filesOperations } from './files';
import { healthOperations } from './health';
import { mailOperations } from './mail';
import { ordersOperations } from './orders';
import { dataManagementOperations } from './data-management';
import { pricingOperations } from './pricing';
import { pricingAdminOperations } from './pricing-admin';
import { settingsOperations } from './settings';
import { shellOperations } from './shell';
import { ticketsOperations } from './tickets';
import { warrantyOperations } from './warranty';

/**
 * Every use case the API offers, by area: the transports (../transport) are built from this one
 * list. The order is the REST routes' order in the OpenAPI document.
 */
export const operations = {
  health: healthOperations,
  accounts: accountsOperations,
  adminUsers: adminUsersOperations,
  mail: mailOperations,
  customers: customersOperations,
  catalog: catalogOperations,
  pricing: pricingOperations,
  orders: ordersOperations,
  tickets: ticketsOperations,
  warranty: warrantyOperations,
  adjustments: adjustmentsOperations,
  pricingAdmin: pricingAdminOperations,
  dataManagement: dataManagementOperations,
  settings: settingsOperations,
  shell: shellOperations,
  files: filesOperations,
};
